/**
 * Normalised entities as RTK's `createEntityAdapter` keeps them (`{ ids, entities }`, the same
 * state the server inlines), with the one update our slices make. Not the adapter itself: it and
 * the selector library it brings along were the largest part of Redux Toolkit in the first load,
 * for an upsert and a lookup.
 */
export type EntityId = string | number;

export interface EntityState<T, Id extends EntityId> {
  ids: Id[];
  entities: Record<Id, T>;
}

export const emptyEntities = <T, Id extends EntityId>(): EntityState<T, Id> => ({
  ids: [],
  entities: {} as Record<Id, T>,
});

/**
 * Adds the entity, or merges it into the one with its id (a shallow merge, as the adapter's
 * `upsertOne`). Call it on an Immer draft, inside a slice's reducer.
 */
export function upsertOne<T extends { id: Id }, Id extends EntityId>(
  state: EntityState<T, Id>,
  entity: T,
): void {
  const existing = state.entities[entity.id];
  if (existing === undefined) state.ids.push(entity.id);
  state.entities[entity.id] = existing === undefined ? entity : { ...existing, ...entity };
}

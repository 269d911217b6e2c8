import { outboxReducer } from './outboxSlice';

export * from './outboxSlice';

/** The outbox feature's slice, mounted at its name (`combineSlices`). */
export const outboxSlices = [{ reducerPath: 'outbox', reducer: outboxReducer }] as const;

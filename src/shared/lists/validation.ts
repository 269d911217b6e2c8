/** Reading list rules (reading-discovery §5), used by the popover and the server. */
export const LIST_NAME_MAX = 100;
/** reading-discovery §9: the reading-list fetch limit. */
export const READING_LIST_FETCH_LIMIT = 200;
/** What the popover and the featured lists read of a user's lists (§7's call): no tags, no stories. */
export const READING_LIST_SUMMARY_FIELDS = 'lists(id,name,user(name),numStories,featured),total';

/** The name as stored: trimmed; empty means "do nothing". */
export const normaliseListName = (name: string): string => name.trim();

/** Case-insensitive equality: an existing list with this name is reused. */
export const sameListName = (a: string, b: string): boolean =>
  normaliseListName(a).toLocaleLowerCase() === normaliseListName(b).toLocaleLowerCase();

/** The existing list a new name should reuse, if any. */
export function findListByName<T extends { name: string }>(lists: readonly T[], name: string): T | undefined {
  return lists.find((l) => sameListName(l.name, name));
}

/** Usernames from a `users` body value: comma list, trimmed, no empties, no duplicates. */
export function parseUsernames(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** The profile slice's key for a username (its own module: the page's title rule is in the first load, the slice is not). */
export const profileKey = (username: string): string => username.toLowerCase();

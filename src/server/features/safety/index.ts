/** The safety feature's public surface on the server. */
export { blockedUsers, mutedUsers, setBlocked, setMuted } from './safetyService';
export { hiddenAuthorNames, withoutHiddenAuthors } from './hiddenCards';

/**
 * The moderation feature's public surface on the server: the time-out guard every write asks
 * (the inbox calls it in its own routes) and the moderator check.
 */
export { assertCanWrite, timedOutError } from './guard';
export { requireModerator } from './moderationService';

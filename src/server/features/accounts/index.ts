/**
 * The accounts feature's public surface on the server: what other features may use (DESIGN.md §2,
 * docs/architecture.md "Server features"). Anything not exported here is private to the folder.
 */
export { findLoginUser, insertUser } from './accountsQueries';
export { flag, text } from './forms';
export { holdUsername, usernameHeld } from './heldUsernames';
export { intentOf, performIntent } from './intent';
export { passwordCheckLimiter } from './limits';
export { hashPassword, verifyPassword } from './passwords';
export { newPasswordProblem } from './passwordStrength';
export { endSession, startSession } from './session';
export { lockedOut, setUnderageLock } from './underageLock';

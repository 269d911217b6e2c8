/** Password reset and email verification: the public surface on the server (docs/architecture.md "Server features"). */
export { ipKey, recoveryLimit } from './limits';
export { setPasswordAndEndSessions } from './recoveryQueries';
export { sendVerificationEmail, type RecoveryRouteDeps } from './recoveryService';
export { revokeTokens } from './tokens';

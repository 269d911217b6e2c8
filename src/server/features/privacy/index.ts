/**
 * The privacy feature's public surface on the server: closing an account (moderation closes
 * accounts for system admins and moderators with it).
 */
export { closeAccount, type CloseOptions } from './closeAccountService';

import type { Row } from './store';

export interface UserSeed {
  id: number;
  username: string;
  displayName: string;
  passwordHash: string | null;
  email?: string | null;
  description?: string;
  avatarVersion: string;
  languageId?: number;
  country?: string | null;
  pronouns?: string | null;
  birthdate?: string | null;
  verifiedEmail?: boolean;
  isStaff?: boolean;
  isVerified?: boolean;
  isAmbassador?: boolean;
  isSysadmin?: boolean;
  isPremium?: boolean;
  highlightColour?: string | null;
  createdAt: Date;
}

/** A `users` row (emails default to `{username}@example.com`, a reserved domain). */
export function userRow(u: UserSeed): Row {
  return {
    id: u.id,
    username: u.username,
    email: u.email === undefined ? `${u.username}@example.com` : u.email,
    password_hash: u.passwordHash,
    display_name: u.displayName,
    description: u.description ?? '',
    avatar_version: u.avatarVersion,
    background_url: null,
    birthdate: u.birthdate ?? null,
    pronouns: u.pronouns ?? null,
    language_id: u.languageId ?? 1,
    country: u.country ?? null,
    verified_email: u.verifiedEmail ?? true,
    is_staff: u.isStaff ?? false,
    is_verified: u.isVerified ?? false,
    is_ambassador: u.isAmbassador ?? false,
    is_sysadmin: u.isSysadmin ?? false,
    is_premium: u.isPremium ?? false,
    highlight_colour: u.highlightColour ?? null,
    created_at: u.createdAt,
    updated_at: u.createdAt,
  };
}

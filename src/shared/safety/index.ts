import type { MutedUser, SafetyUsersPage } from './api';

/** Mute and block over the API (paths: `safetyPaths`); every method rejects with an `ApiError`. */
export interface SafetyApi {
  mute(username: string, csrfToken: string | null): Promise<unknown>;
  unmute(username: string, csrfToken: string | null): Promise<unknown>;
  block(username: string, csrfToken: string | null): Promise<unknown>;
  unblock(username: string, csrfToken: string | null): Promise<unknown>;
  /** The viewer's muted accounts (`get_ignored_web`). */
  muted(): Promise<MutedUser[]>;
  /** The viewer's (`me`) blocked accounts, all of them (`get_all=true`). */
  blocked(me: string): Promise<SafetyUsersPage>;
}

/** The safety feature's part of the `Api` contract (`src/shared/api` composes the parts). */
export interface SafetyApiPart {
  safety: SafetyApi;
}

import type { PasswordCheckRequest, PasswordCheckResult, PasswordPolicies } from './accounts';
import type { ContinueReadingItem, HomeFeed, HomeSection } from './home';
import type { ReadingApi } from './reader';
import type { ListsApi } from './lists';
import type { UsersApi } from './users';
import type { VerificationApi } from './verification';
import type { ReverificationApi } from './reverification';
import type { OutboxApi } from './outbox';
import type { ContentSettingsApi } from './contentSettings';
import type { OnboardingApi } from './onboarding';
import type { PrivacyApi } from './privacy';
import type { SearchApi } from './search';
import type { SettingsApi } from './settings';
import type { FlagsApi } from './flags';
import type { Part, PartText, Story } from './stories';

/**
 * The API contract the sagas are given (DESIGN.md §3): HTTP in the browser
 * (`src/client/api`), in-process services on the server (`src/server/ssr/serverApi.ts`).
 * Every method rejects with an `ApiError`.
 */
export interface Api {
  accounts: {
    /** `GET /v5/password-strength/policies` */
    passwordPolicies(): Promise<PasswordPolicies>;
    /** `POST /v5/password-strength/check` (a write: it carries the session's CSRF token) */
    checkPassword(body: PasswordCheckRequest, csrfToken: string | null): Promise<PasswordCheckResult>;
  };
  search: SearchApi;
  stories: {
    get(id: string): Promise<Story>;
  };
  parts: {
    get(id: number): Promise<Part>;
    text(id: number): Promise<PartText>;
  };
  reading: ReadingApi;
  lists: ListsApi;
  users: UsersApi;
  verification: VerificationApi;
  reverification: ReverificationApi;
  outbox: OutboxApi;
  settings: SettingsApi;
  onboarding: OnboardingApi;
  contentSettings: ContentSettingsApi;
  privacy: PrivacyApi;
  flags: FlagsApi;
  home: {
    /** `GET /v5/home` */
    sections(): Promise<HomeSection[]>;
    /** At least the feed's first `count` sections (more when the caller has them) and its total. */
    feed(count: number): Promise<HomeFeed>;
    /** A continue-reading section's own data (its `dynamic.path`). */
    continueReading(path: string): Promise<ContinueReadingItem[]>;
    /** A promoted item's tracking URL (click). */
    track(url: string): Promise<void>;
  };
}

export * from './errors';
export type * from './stories';
export type * from './home';
export type * from './session';
export type * from './accounts';
export type * from './reader';
export type * from './lists';
export type * from './users';
export type * from './verification';
export type * from './reverification';
export type * from './outbox';
export type * from './settings';
export type * from './onboarding';
export type * from './contentSettings';
export type * from './privacy';
export type * from './flags';

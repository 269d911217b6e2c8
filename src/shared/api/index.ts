import type { PasswordCheckRequest, PasswordCheckResult, PasswordPolicies } from '../accounts/api';
import type { ContinueReadingItem, HomeFeed, HomeSection } from '../home/api';
import type { ReaderApi } from '../reader/api';
import type { ListsApi } from '../lists/api';
import type { ProfileApi } from '../profile/api';
import type { RecoveryApi } from '../recovery/api';
import type { ReverificationApi } from '../reverification/api';
import type { OutboxApi } from '../outbox/api';
import type { ContentSettingsApi } from '../contentSettings/api';
import type { OnboardingApi } from '../onboarding/api';
import type { PrivacyApi } from '../privacy/api';
import type { SearchApi } from '../search/api';
import type { SettingsApi } from '../settings/api';
import type { FlagsApi } from '../flags/api';
import type { Part, PartText, Story } from '../stories/api';

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
  reader: ReaderApi;
  lists: ListsApi;
  profile: ProfileApi;
  recovery: RecoveryApi;
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

export * from '../common/errors';
export type * from '../stories/api';
export type * from '../home/api';
export type * from '../common/session';
export type * from '../accounts/api';
export type * from '../reader/api';
export type * from '../lists/api';
export type * from '../profile/api';
export type * from '../recovery/api';
export type * from '../reverification/api';
export type * from '../outbox/api';
export type * from '../settings/api';
export type * from '../onboarding/api';
export type * from '../contentSettings/api';
export type * from '../privacy/api';
export type * from '../flags/api';

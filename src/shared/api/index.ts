import type { AccountsApiPart } from '../accounts';
import type { CommentsApiPart } from '../comments';
import type { ContentSettingsApiPart } from '../contentSettings';
import type { CopyrightApiPart } from '../copyright';
import type { EditorApiPart } from '../editor';
import type { FlagsApiPart } from '../flags';
import type { HomeApiPart } from '../home';
import type { ImageAppealApiPart } from '../imageAppeal';
import type { InboxApiPart } from '../inbox';
import type { ListsApiPart } from '../lists';
import type { MyWorksApiPart } from '../myworks';
import type { OnboardingApiPart } from '../onboarding';
import type { OutboxApiPart } from '../outbox';
import type { PrivacyApiPart } from '../privacy';
import type { ProfileApiPart } from '../profile';
import type { PollsApiPart } from '../polls';
import type { PublishingApiPart } from '../publishing';
import type { ReaderApiPart } from '../reader';
import type { RecoveryApiPart } from '../recovery';
import type { ReportsApiPart } from '../reports';
import type { ReverificationApiPart } from '../reverification';
import type { SafetyApiPart } from '../safety';
import type { SearchApiPart } from '../search';
import type { SessionsApiPart } from '../sessions';
import type { ModerationApiPart } from '../moderation';
import type { SettingsApiPart } from '../settings';
import type { SocialApiPart } from '../social';
import type { StoriesApiPart } from '../stories';

/**
 * The API contract the sagas are given (DESIGN.md §3): HTTP in the browser
 * (`src/client/api`), in-process services on the server (`src/server/ssr/serverApi.ts`).
 * Every method rejects with an `ApiError`. Each feature declares its part in `src/shared/<f>/index.ts`.
 */
export type Api = AccountsApiPart &
  EditorApiPart &
  SocialApiPart &
  SearchApiPart &
  StoriesApiPart &
  ReaderApiPart &
  ListsApiPart &
  MyWorksApiPart &
  ProfileApiPart &
  PollsApiPart &
  PublishingApiPart &
  RecoveryApiPart &
  ReportsApiPart &
  ReverificationApiPart &
  OutboxApiPart &
  SettingsApiPart &
  OnboardingApiPart &
  ContentSettingsApiPart &
  PrivacyApiPart &
  FlagsApiPart &
  HomeApiPart &
  SessionsApiPart &
  ImageAppealApiPart &
  ModerationApiPart &
  CopyrightApiPart &
  CommentsApiPart &
  SafetyApiPart &
  InboxApiPart;

export * from '../common/errors';
export type * from '../stories/api';
export type * from '../home/api';
export type * from '../common/session';
export type * from '../accounts/api';
export type * from '../social/api';
export type * from '../reader/api';
export type * from '../lists/api';
export type * from '../myworks/api';
export type * from '../profile/api';
export type * from '../polls/api';
export type * from '../comments/api';
export type * from '../publishing/api';
export type * from '../recovery/api';
export type * from '../reports/tree';
export type * from '../reverification/api';
export type * from '../outbox/api';
export type * from '../settings/api';
export type * from '../onboarding/api';
export type * from '../contentSettings/api';
export type * from '../privacy/api';
export type * from '../flags/api';
export type * from '../sessions/api';
export type * from '../moderation/api';
export type * from '../editor/api';

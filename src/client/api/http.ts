import type { Api } from '../../shared/api';
import { accountsHttp } from '../features/accounts';
import { commentsHttp } from '../features/comments';
import { contentSettingsHttp } from '../features/contentSettings';
import { copyrightHttp } from '../features/copyright';
import { editorHttp } from '../features/editor';
import { flagsHttp } from '../features/flags';
import { homeHttp } from '../features/home';
import { imageAppealHttp } from '../features/imageAppeal';
import { inboxHttp } from '../features/inbox';
import { listsHttp } from '../features/lists';
import { myworksHttp } from '../features/myworks';
import { pollsHttp } from '../features/polls';
import { onboardingHttp } from '../features/onboarding';
import { outboxHttp } from '../features/outbox';
import { moderationHttp } from '../features/moderation';
import { privacyHttp } from '../features/privacy';
import { profileHttp } from '../features/profile';
import { publishingHttp } from '../features/publishing';
import { readerHttp } from '../features/reader';
import { recoveryHttp } from '../features/recovery';
import { reportsHttp } from '../features/reports';
import { reverificationHttp } from '../features/reverification';
import { safetyHttp } from '../features/safety';
import { searchHttp } from '../features/search';
import { sessionsHttp } from '../features/sessions';
import { settingsHttp } from '../features/settings';
import { socialHttp } from '../features/social';
import { storiesHttp } from '../features/stories';

/**
 * The HTTP implementation of the API contract, one part per feature (`src/client/features/<f>/index.ts`;
 * most fetch their calls with the first of them, `lazyPart`). Write methods take the session's CSRF
 * token from the store at call time (`selectCsrfToken`) and pass it as `request(…, { csrfToken })`.
 */
export function createHttpApi(base = ''): Api {
  return {
    ...accountsHttp(base),
    ...socialHttp(base),
    ...searchHttp(base),
    ...storiesHttp(base),
    ...readerHttp(base),
    ...listsHttp(base),
    ...myworksHttp(base),
    ...commentsHttp(base),
    ...pollsHttp(base),
    ...profileHttp(base),
    ...publishingHttp(base),
    ...recoveryHttp(base),
    ...reportsHttp(base),
    ...reverificationHttp(base),
    ...outboxHttp(base),
    ...moderationHttp(base),
    ...safetyHttp(base),
    ...settingsHttp(base),
    ...onboardingHttp(base),
    ...contentSettingsHttp(base),
    ...privacyHttp(base),
    ...flagsHttp(base),
    ...homeHttp(base),
    ...sessionsHttp(base),
    ...editorHttp(base),
    ...imageAppealHttp(base),
    ...copyrightHttp(base),
    ...inboxHttp(base),
  };
}

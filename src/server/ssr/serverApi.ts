import type { Api } from '../../shared/api';
import type { ServiceContext } from '../context';
import { accountsServer } from '../features/accounts/server';
import { commentsServer } from '../features/comments/server';
import { contentSettingsServer } from '../features/contentSettings/server';
import { copyrightServer } from '../features/copyright/server';
import { editorServer } from '../features/editor/server';
import { flagsServer } from '../features/flags/server';
import { homeServer } from '../features/home/server';
import { imageAppealServer } from '../features/imageAppeal/server';
import { createInboxPageApi } from '../features/inbox/inboxPageApi';
import { listsServer } from '../features/lists/server';
import { moderationServer } from '../features/moderation/server';
import { myworksServer } from '../features/myworks/server';
import { pollsServer } from '../features/polls/server';
import { onboardingServer } from '../features/onboarding/server';
import { outboxServer } from '../features/outbox/server';
import { privacyServer } from '../features/privacy/server';
import { profileServer } from '../features/profile/server';
import { publishingServer } from '../features/publishing/server';
import { readerServer } from '../features/reader/server';
import { recoveryServer } from '../features/recovery/server';
import { reportsServer } from '../features/reports/server';
import { reverificationServer } from '../features/reverification/server';
import { safetyServer } from '../features/safety/server';
import { searchServer } from '../features/search/server';
import { sessionsServer } from '../features/sessions/server';
import { settingsServer } from '../features/settings/server';
import { socialServer } from '../features/social/server';
import { storiesServer } from '../features/stories/server';

/**
 * The API contract implemented in-process with the request's viewer: SSR never calls itself over
 * HTTP. One line per feature manifest; the `Api` type checks that every property is there.
 */
export function createServerApi(ctx: ServiceContext): Api {
  return {
    ...searchServer.serverApi(ctx),
    ...accountsServer.serverApi(),
    ...socialServer.serverApi(ctx),
    ...storiesServer.serverApi(ctx),
    ...commentsServer.serverApi(ctx),
    ...reportsServer.serverApi(ctx),
    ...readerServer.serverApi(ctx),
    ...listsServer.serverApi(ctx),
    ...myworksServer.serverApi(ctx),
    ...pollsServer.serverApi(ctx),
    ...profileServer.serverApi(ctx),
    ...publishingServer.serverApi(ctx),
    ...recoveryServer.serverApi(),
    ...reverificationServer.serverApi(),
    ...outboxServer.serverApi(ctx),
    ...settingsServer.serverApi(ctx),
    ...onboardingServer.serverApi(ctx),
    ...contentSettingsServer.serverApi(ctx),
    ...privacyServer.serverApi(ctx),
    ...flagsServer.serverApi(ctx),
    ...homeServer.serverApi(ctx),
    ...sessionsServer.serverApi(ctx),
    ...moderationServer.serverApi(ctx),
    ...safetyServer.serverApi(ctx),
    ...editorServer.serverApi(ctx),
    ...imageAppealServer.serverApi(ctx),
    ...copyrightServer.serverApi(ctx),
    inbox: createInboxPageApi(ctx),
  };
}

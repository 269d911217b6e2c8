/**
 * Every server feature's manifest, one line each (docs/architecture.md "Server features"). The
 * app mounts their routers stage by stage in this order, which matters: form routes before the
 * page handler, settings before profile (`/api/v3/users/validate` is not a username).
 */
import { accountsServer } from './accounts/server';
import { commentsServer } from './comments/server';
import { contentSettingsServer } from './contentSettings/server';
import { copyrightServer } from './copyright/server';
import { editorServer } from './editor/server';
import { flagsServer } from './flags/server';
import { homeServer } from './home/server';
import { imageAppealServer } from './imageAppeal/server';
import { inboxServer } from './inbox/server';
import { listsServer } from './lists/server';
import { moderationServer } from './moderation/server';
import { myworksServer } from './myworks/server';
import { pollsServer } from './polls/server';
import { mediaServer } from './media/server';
import { onboardingServer } from './onboarding/server';
import { outboxServer } from './outbox/server';
import { privacyServer } from './privacy/server';
import { profileServer } from './profile/server';
import { publishingServer } from './publishing/server';
import { readerServer } from './reader/server';
import { recoveryServer } from './recovery/server';
import { reportsServer } from './reports/server';
import { reverificationServer } from './reverification/server';
import type { ServerFeatureBase } from './serverFeature';
import { safetyServer } from './safety/server';
import { searchServer } from './search/server';
import { sessionsServer } from './sessions/server';
import { settingsServer } from './settings/server';
import { socialServer } from './social/server';
import { storiesServer } from './stories/server';

export const SERVER_FEATURES: readonly ServerFeatureBase[] = [
  moderationServer, // first: its time-out guard runs before every feature's write routes
  publishingServer, // its uploaded covers before media's generated ones
  mediaServer,
  outboxServer,
  storiesServer,
  commentsServer,
  reportsServer,
  homeServer,
  recoveryServer,
  reverificationServer,
  flagsServer,
  accountsServer,
  contentSettingsServer,
  onboardingServer,
  socialServer,
  searchServer,
  readerServer,
  listsServer,
  myworksServer,
  pollsServer,
  settingsServer,
  safetyServer,
  inboxServer, // `/api/v3/users/{me}/inbox…` before profile's `/api/v3/users/{username}…`
  profileServer,
  privacyServer,
  sessionsServer,
  editorServer,
  imageAppealServer,
  copyrightServer,
];

/**
 * Every page's state rules, one line per feature (each feature's `<f>/pageRules.ts`), typed so a
 * page has exactly the rules its entry in the page table (`src/shared/routes.ts`) declares.
 */
import type { PageKey } from '../shared/routes';
import { ACCOUNTS_PAGE_RULES } from './accounts/pageRules';
import { PARAGRAPH_PAGE_RULES } from './comments/paragraphPageRules';
import { COPYRIGHT_PAGE_RULES } from './copyright/pageRules';
import { EDITOR_PAGE_RULES } from './editor/pageRules';
import { HOME_PAGE_RULES } from './home/pageRules';
import { INBOX_PAGE_RULES } from './inbox/pageRules';
import { IMAGE_APPEAL_PAGE_RULES } from './imageAppeal/pageRules';
import { LISTS_PAGE_RULES } from './lists/pageRules';
import { MYWORKS_PAGE_RULES } from './myworks/pageRules';
import { OUTBOX_PAGE_RULES } from './outbox/pageRules';
import { MODERATION_PAGE_RULES } from './moderation/pageRules';
import type { PageRuleFns, PageRulesFor } from './pageRule';
import { PRIVACY_PAGE_RULES } from './privacy/pageRules';
import { PROFILE_PAGE_RULES } from './profile/pageRules';
import { PUBLISHING_PAGE_RULES } from './publishing/pageRules';
import { READER_PAGE_RULES } from './reader/pageRules';
import { REPORTS_PAGE_RULES } from './reports/pageRules';
import { SEARCH_PAGE_RULES } from './search/pageRules';
import { SETTINGS_PAGE_RULES } from './settings/pageRules';
import { SOCIAL_PAGE_RULES } from './social/pageRules';
import { STORIES_PAGE_RULES } from './stories/pageRules';

const PAGE_RULES = {
  // Only a page no address names: always a 404.
  notFound: { status: () => 404 },
  ...HOME_PAGE_RULES,
  ...STORIES_PAGE_RULES,
  ...SEARCH_PAGE_RULES,
  ...LISTS_PAGE_RULES,
  ...PUBLISHING_PAGE_RULES,
  ...MYWORKS_PAGE_RULES,
  ...ACCOUNTS_PAGE_RULES,
  ...OUTBOX_PAGE_RULES,
  ...MODERATION_PAGE_RULES,
  ...SETTINGS_PAGE_RULES,
  ...PRIVACY_PAGE_RULES,
  ...SOCIAL_PAGE_RULES,
  ...PROFILE_PAGE_RULES,
  ...PARAGRAPH_PAGE_RULES,
  ...REPORTS_PAGE_RULES,
  ...EDITOR_PAGE_RULES,
  ...INBOX_PAGE_RULES,
  ...IMAGE_APPEAL_PAGE_RULES,
  ...COPYRIGHT_PAGE_RULES,
  ...READER_PAGE_RULES,
} satisfies PageRulesFor<PageKey>;

/** The rules page `page` declares (none: an empty object). */
export const pageRules = (page: PageKey): Partial<PageRuleFns> =>
  (PAGE_RULES as Partial<Record<PageKey, Partial<PageRuleFns>>>)[page] ?? {};

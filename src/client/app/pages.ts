import type { ComponentType } from 'react';
import type { PageKey } from '../../shared/routes';
import { accountsPages } from '../features/accounts';
import { paragraphPages } from '../features/comments/paragraphs';
import { copyrightPages } from '../features/copyright';
import { editorPages } from '../features/editor';
import { helpPages } from '../features/help';
import { homePages } from '../features/home';
import { inboxPages } from '../features/inbox';
import { imageAppealPages } from '../features/imageAppeal';
import { listsPages } from '../features/lists';
import { myworksPages } from '../features/myworks';
import { notFoundPages } from '../features/notFound';
import { onboardingPages } from '../features/onboarding';
import { outboxPages } from '../features/outbox';
import { moderationPages } from '../features/moderation';
import { privacyPages } from '../features/privacy';
import { profilePages } from '../features/profile';
import { publishingPages } from '../features/publishing';
import { readerPages } from '../features/reader';
import { recoveryPages } from '../features/recovery';
import { reportsPages } from '../features/reports';
import { searchPages } from '../features/search';
import { settingsPages } from '../features/settings';
import { socialPages } from '../features/social';
import { storiesPages } from '../features/stories';
import { loadDeferredAfterStart } from './Deferred';
import type { PageLoader } from './pageLoader';

/** One chunk per page (DESIGN.md §4), listed by each feature's manifest; `satisfies` finds a page missing. */
const loaders = {
  ...homePages,
  ...storiesPages,
  ...readerPages,
  ...notFoundPages,
  ...helpPages,
  ...listsPages,
  ...publishingPages,
  ...myworksPages,
  ...recoveryPages,
  ...reportsPages,
  ...outboxPages,
  ...moderationPages,
  ...accountsPages,
  ...socialPages,
  ...searchPages,
  ...profilePages,
  ...paragraphPages,
  ...settingsPages,
  ...onboardingPages,
  ...privacyPages,
  ...editorPages,
  ...inboxPages,
  ...imageAppealPages,
  ...copyrightPages,
} satisfies Record<PageKey, PageLoader>;

const loaded = new Map<PageKey, ComponentType>();

/** Loads a page's code once; resolves when it can render synchronously. */
export async function loadPage(page: PageKey): Promise<ComponentType> {
  const hit = loaded.get(page);
  if (hit) return hit;
  const mod = await loaders[page]();
  await loadDeferredAfterStart(); // client navigation: the page's deferred regions come with it
  loaded.set(page, mod.default);
  return mod.default;
}

export const getLoadedPage = (page: PageKey): ComponentType | undefined => loaded.get(page);

export const ALL_PAGES = Object.keys(loaders) as PageKey[];

/** webpack chunk name of a page (the server's manifest is keyed by it). */
export const pageChunk = (page: PageKey): string => `page-${page}`;

import { headerMessages as h } from '../shared/common/headerMessages';
import { rankingsTitle } from '../shared/stories/rankingsMessages';
import { SEARCH_MESSAGES as sm } from '../shared/search/messages';
import { normaliseTag } from '../shared/search/validation';
import { selectPageStatus } from './pageStatus';
import { selectPartById, selectPartMeta } from './stories/partsSlice';
import { profileKey } from './profile/profileSlice';
import type { RootState } from './rootReducer';
import { selectStoryById } from './stories/storiesSlice';

const NOT_FOUND = 'Page not found';

/** Pages whose title is their name alone (a `notFound` page is a 404: `selectPageStatus` below). */
const NAMED: Partial<Record<RootState['router']['page'], string>> = {
  signup: h.signUp,
  login: h.logIn,
  logout: h.logOut,
  search: sm.searchTitle,
  library: h.library,
  settings: h.settings,
  settingsNotifications: h.settings,
};

/**
 * The document title of the page the state describes: the server's `<title>`, and the browser's
 * after each client-side navigation (App), so the tab, the history menu and a screen reader name
 * the page the reader is on. A page whose story, part, list or profile does not exist is "Page not
 * found", as its 404 says (`selectPageStatus`); a part the reader may not open is named by its
 * refusal ("Story restricted"); a page whose data has not loaded (or failed) is titled by the site.
 */
export function selectPageTitle(s: RootState): string {
  const name = s.config.productName;
  const { page, params } = s.router;
  const titled = (...parts: string[]) => [...parts, name].join(' - ');
  if (page === 'home') return `${name} - Where stories live`;
  if (page === 'story' || page === 'storyRankings') {
    const story = selectStoryById(s, params.id);
    if (story) {
      const heading = page === 'storyRankings' ? rankingsTitle(story.title) : story.title;
      return titled(heading, story.user.fullname || story.user.name);
    }
  }
  if (page === 'reader') {
    const part = selectPartById(s, Number(params.partId));
    const story = part && selectStoryById(s, part.groupId);
    if (part && story) return titled(story.title, part.title);
  }
  if (page === 'featuredList' || page === 'readingList') {
    const entry = s.lists.featuredById[Number(params.id)];
    if (entry && entry.list) return titled(entry.list.name);
  }
  if (page === 'profile' && s.profile.data && s.profile.key === profileKey(String(params.username))) {
    const { user } = s.profile.data;
    return titled(
      user.name && user.name !== user.username ? `${user.name} (@${user.username})` : user.username,
    );
  }
  const status = selectPageStatus(s);
  if (status === 404) return titled(NOT_FOUND);
  if (page === 'reader' && status === 403) {
    const refusal = selectPartMeta(s, Number(params.partId)).error?.message;
    if (refusal) return titled(refusal);
  }
  if (page === 'searchResults') return titled(sm.resultsFor(params.term));
  if (page === 'tagBrowse') return titled(sm.tagStories(normaliseTag(params.tag)));
  const named = NAMED[page];
  return named ? titled(named) : name;
}

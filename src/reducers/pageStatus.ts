import { selectPartMeta } from './stories/partsSlice';
import type { RootState } from './rootReducer';
import { selectStoryMeta } from './stories/storiesSlice';

/** HTTP status of the page the state describes (SSR uses it; 404 for a missing story or part). */
export function selectPageStatus(s: RootState): number {
  const { page, params } = s.router;
  const meta =
    page === 'story' || page === 'storyRankings'
      ? selectStoryMeta(s, params.id)
      : page === 'reader'
        ? selectPartMeta(s, Number(params.partId))
        : page === 'home'
          ? s.home
          : page === 'profile'
            ? s.profile
            : page === 'featuredList' || page === 'readingList'
              ? (s.lists.featuredById[Number(params.id)] ?? null)
              : page === 'library'
                ? s.lists.library
                : page === 'devOutbox'
                  ? s.outbox
                  : null;
  if (page === 'notFound') return 404;
  if (s.accounts.form) return s.accounts.form.status; // a refused sign-up or log-in form
  if (s.settings.form) return s.settings.form.status; // a refused settings form (JavaScript off)
  if (s.privacy.closeForm) return s.privacy.closeForm.status; // a refused close-account form
  if (s.social.completion?.message) return 400; // a refused social sign-up completion form
  if (meta?.status === 'failed') {
    // The home's error is its spec'd fetchFailed state (no status): a server error.
    const error = meta.error && 'status' in meta.error ? meta.error : undefined;
    const st = error?.status ?? 500;
    // The legacy API answers "not found" with 400; a page answers 404.
    if (error?.code === 1017 || error?.code === 1020 || st === 404) return 404;
    return st >= 400 && st < 600 ? st : 500;
  }
  return 200;
}

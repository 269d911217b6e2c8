import { flatMap } from '../../../shared/common/arrays';
import { withSlices, type FeaturePages } from '../../app/pageLoader';
import { request } from '../../api/request';
import type { HomeApiPart } from '../../../shared/home';
import { feedOf, type ContinueReadingItem, type HomeResponse } from '../../../shared/home/api';

/** The home feature's pages: one chunk each, named `page-<key>` (the server's manifest and the bench read the names). */
export const homePages = {
  home: withSlices(
    () => import(/* webpackChunkName: "page-home" */ './HomePage'),
    () => import(/* webpackChunkName: "page-home" */ '../../../reducers/lists').then((m) => m.listsSlices),
    () => import(/* webpackChunkName: "page-home" */ '../../../reducers/home').then((m) => m.homeSlices),
  ),
} satisfies FeaturePages;

/** The home's calls, in the first load (not `lazyPart`). */
export const homeHttp = (base: string): HomeApiPart => ({
  home: {
    sections: async () => (await request<HomeResponse>(base, '/v5/home')).sections,
    // The browser takes the whole feed (one cached response) and shows it 5 by 5.
    feed: async () => feedOf((await request<HomeResponse>(base, '/v5/home')).sections),
    continueReading: async (path) => {
      const r = await request<{ sections: { data: { items: ContinueReadingItem[] } }[] }>(base, path);
      return flatMap(r.sections, (s) => s.data.items);
    },
    track: async (url) => {
      await fetch(url, { credentials: 'same-origin', keepalive: true }).catch(() => undefined);
    },
  },
});

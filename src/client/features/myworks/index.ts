import { withSlices, type FeaturePages } from '../../app/pageLoader';
import type { MyWorksApiPart } from '../../../shared/myworks';
import { lazyPart } from '../../api/request';

/** The writing studio's pages: one chunk each, named `page-<key>`. */
export const myworksPages = {
  myworks: withSlices(
    () => import(/* webpackChunkName: "page-myworks" */ './MyWorksPage'),
    () =>
      import(/* webpackChunkName: "page-myworks" */ '../../../reducers/myworks').then((m) => m.myworksSlices),
  ),
  myStory: withSlices(
    () => import(/* webpackChunkName: "page-myStory" */ './StorySettingsPage'),
    () =>
      import(/* webpackChunkName: "page-myStory" */ '../../../reducers/myworks').then((m) => m.myworksSlices),
  ),
} satisfies FeaturePages;

/** The writing studio's HTTP calls, fetched with the first of them (`lazyPart`). */
export const myworksHttp = (base: string): MyWorksApiPart => ({
  myworks: lazyPart(() =>
    import(/* webpackChunkName: "api-myworks" */ './http').then((m) => m.createMyWorksHttpApi(base)),
  ),
});

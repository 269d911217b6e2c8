import { withSlices, type FeaturePages } from '../../app/pageLoader';
import type { ProfileApiPart } from '../../../shared/profile';
import { lazyPart } from '../../api/request';

/** The profile feature's pages: one chunk each, named `page-<key>` (the server's manifest and the bench read the names). */
export const profilePages = {
  profile: withSlices(
    () => import(/* webpackChunkName: "page-profile" */ './ProfilePage'),
    () =>
      import(/* webpackChunkName: "page-profile" */ '../../../reducers/profile').then((m) => m.profileSlices),
  ),
} satisfies FeaturePages;

/** The profile feature's HTTP calls, fetched with the first of them (`lazyPart`). */
export const profileHttp = (base: string): ProfileApiPart => ({
  profile: lazyPart(() =>
    import(/* webpackChunkName: "api-profile" */ './http').then((m) => m.createProfileHttpApi(base)),
  ),
});

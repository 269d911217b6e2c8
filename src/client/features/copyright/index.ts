import type { FeaturePages } from '../../app/pageLoader';
import type { CopyrightApiPart } from '../../../shared/copyright';
import { lazyPart } from '../../api/request';

/** The copyright feature's pages: one chunk each, named `page-<key>`. */
export const copyrightPages = {
  dmca: () => import(/* webpackChunkName: "page-dmca" */ './DmcaPage'),
} satisfies FeaturePages;

/** The copyright feature's HTTP calls, fetched with the first of them (`lazyPart`). */
export const copyrightHttp = (base: string): CopyrightApiPart => ({
  copyright: lazyPart(() =>
    import(/* webpackChunkName: "api-copyright" */ './http').then((m) => m.createCopyrightHttpApi(base)),
  ),
});

import type { ContentSettingsApiPart } from '../../../shared/contentSettings';
import { lazyPart } from '../../api/request';

/** The contentSettings feature's HTTP calls, fetched with the first of them (`lazyPart`). */
export const contentSettingsHttp = (base: string): ContentSettingsApiPart => ({
  contentSettings: lazyPart(() =>
    import(/* webpackChunkName: "api-contentSettings" */ './http').then((m) =>
      m.createContentSettingsHttpApi(base),
    ),
  ),
});

import { withSlices, type FeaturePages } from '../../app/pageLoader';
import type { SettingsApiPart } from '../../../shared/settings';
import { lazyPart } from '../../api/request';

/** The settings feature's pages: one chunk each, named `page-<key>` (the server's manifest and the bench read the names). */
export const settingsPages = {
  settings: withSlices(
    () => import(/* webpackChunkName: "page-settings" */ './SettingsPage'),
    () =>
      import(/* webpackChunkName: "page-settings" */ '../../../reducers/settings').then(
        (m) => m.settingsSlices,
      ),
    () =>
      import(/* webpackChunkName: "page-settings" */ '../../../reducers/contentSettings').then(
        (m) => m.contentSettingsSlices,
      ),
    () =>
      import(/* webpackChunkName: "page-settings" */ '../../../reducers/sessions').then(
        (m) => m.sessionsSlices,
      ),
  ),
  settingsNotifications: withSlices(
    () => import(/* webpackChunkName: "page-settingsNotifications" */ './NotificationsPage'),
    () =>
      import(/* webpackChunkName: "page-settingsNotifications" */ '../../../reducers/settings').then(
        (m) => m.settingsSlices,
      ),
  ),
} satisfies FeaturePages;

/** The settings feature's HTTP calls, fetched with the first of them (`lazyPart`). */
export const settingsHttp = (base: string): SettingsApiPart => ({
  settings: lazyPart(() =>
    import(/* webpackChunkName: "api-settings" */ './http').then((m) => m.createSettingsHttpApi(base)),
  ),
});

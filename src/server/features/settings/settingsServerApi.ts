import { ApiError } from '../../../shared/common/errors';
import type { SettingsApi } from '../../../shared/settings/api';
import type { ServiceContext } from '../../context';
import { evaluateFlags, loadFlagRows } from '../flags';
import { getAccountSettings } from './settingsService';

const browserOnly = () => Promise.reject(new ApiError(400, 1005, 'Not available while rendering'));

/** The settings page's data in-process (SSR); the changes are browser actions only. */
export function createSettingsServerApi(ctx: ServiceContext): SettingsApi {
  return {
    account: async () => {
      const userId = ctx.viewer?.id ?? null;
      const flags = await loadFlagRows(ctx.db, 'web').then(
        (rows) => evaluateFlags(rows, userId),
        () => ({}) as Record<string, boolean>,
      );
      return getAccountSettings(ctx, flags.settings_birthdate === true);
    },
    flash: async () => ctx.takeSettingsFlash(),
    validateEmail: browserOnly,
    updateEmail: browserOnly,
    updateUsername: browserOnly,
    updatePassword: browserOnly,
    saveNotifications: browserOnly,
  };
}

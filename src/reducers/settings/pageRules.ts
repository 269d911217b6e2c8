/** A refused settings form's status, JavaScript off (declared in `src/shared/settings/routes.ts`). */
import type { SettingsPageKey } from '../../shared/settings/routes';
import type { PageRulesFor } from '../pageRule';
import type { RootState } from '../rootReducer';

const formStatus = (s: RootState) => s.settings.form?.status ?? null;

export const SETTINGS_PAGE_RULES = {
  settings: { status: formStatus },
  settingsNotifications: { status: formStatus },
} satisfies PageRulesFor<SettingsPageKey>;

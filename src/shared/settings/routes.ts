/** The account settings pages of the page table (accounts-safety-messaging.md §2 Routes). */
import { headerMessages as h } from '../common/headerMessages';
import type { PageMeta } from '../common/pageMeta';
import { contentSettingsRequested } from '../contentSettings/actions';
import { sessionsRequested } from '../sessions/actions';
import { settingsRequested } from './actions';
import { blockedListRequested, mutedListRequested } from '../safety/actions';

export type SettingsPageKey = 'settings' | 'settingsNotifications';

/** Spec §2: after a change of email, username or password the user goes here. */
export const AFTER_CHANGE_URL = '/login?nexturl=/settings';

/** The forgot-password link of the change-email and change-password dialogs (spec §2). */
export const FORGOT_FROM_SETTINGS = '/forgot?nextUrl=settings';

/**
 * The sections of /settings. Mute and block are filled by the safety issue; until then their
 * section says what it will list.
 */
export const SETTINGS_SECTIONS = [
  'account',
  'notifications',
  'content',
  'mute',
  'block',
  'sessions',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** `?section=` (or the same value as a hash in the browser), defaulting to account. */
export const settingsSectionOf = (value: string | undefined): SettingsSection =>
  (SETTINGS_SECTIONS as readonly string[]).includes(value ?? '') ? (value as SettingsSection) : 'account';

// Both pages are signed-in only (the server sends visitors to /login?nextUrl=…), so their forms
// always have the session's CSRF token: `forms` stays off and tabs can navigate client-side.
// A refused settings form (JavaScript off) answers with its status (`settings.form`).
export const SETTINGS_PAGES = {
  settings: {
    pattern: /^\/settings\/?$/,
    keys: [],
    loginRequired: true,
    // The content section (another feature's panel) renders its form on the server too.
    preload: (_m, q, viewer) =>
      !viewer
        ? []
        : settingsSectionOf(q.section) === 'content'
          ? [settingsRequested(), contentSettingsRequested()]
          : settingsSectionOf(q.section) === 'sessions'
            ? [settingsRequested(), sessionsRequested()]
            : settingsSectionOf(q.section) === 'mute'
              ? [settingsRequested(), mutedListRequested()]
              : settingsSectionOf(q.section) === 'block'
                ? [settingsRequested(), blockedListRequested({ me: viewer.username })]
                : [settingsRequested()],
    title: h.settings,
    rules: ['status'],
  },
  settingsNotifications: {
    pattern: /^\/settings\/notifications\/?$/,
    keys: [],
    loginRequired: true,
    preload: (_m, _q, viewer) => (viewer ? [settingsRequested()] : []),
    title: h.settings,
    rules: ['status'],
  },
} satisfies Record<SettingsPageKey, PageMeta>;

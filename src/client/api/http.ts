import type { Api } from '../../shared/api';
import { feedOf, type ContinueReadingItem, type HomeResponse } from '../../shared/home/api';
import type { FeatureFlags } from '../../shared/flags/api';
import type { Part, PartText, Story } from '../../shared/stories/api';
import { parseParagraphs } from '../../shared/common/paragraphs';

import { lazyPart, request } from './request';

/**
 * The HTTP implementation of the API contract. Write methods (later features) take the session's
 * CSRF token from the store at call time (`selectCsrfToken`) and pass it as `request(…, { csrfToken })`.
 */
export function createHttpApi(base = ''): Api {
  return {
    search: lazyPart(() =>
      import(/* webpackChunkName: "api-search" */ '../features/search/http').then((m) =>
        m.createSearchHttpApi(base),
      ),
    ),
    reader: lazyPart(() =>
      import(/* webpackChunkName: "api-reader" */ '../features/reader/http').then((m) =>
        m.createReaderHttpApi(base),
      ),
    ),
    lists: lazyPart(() =>
      import(/* webpackChunkName: "api-lists" */ '../features/lists/http').then((m) =>
        m.createListsHttpApi(base),
      ),
    ),
    profile: lazyPart(() =>
      import(/* webpackChunkName: "api-profile" */ '../features/profile/http').then((m) =>
        m.createProfileHttpApi(base),
      ),
    ),
    recovery: lazyPart(() =>
      import(/* webpackChunkName: "api-recovery" */ '../features/recovery/http').then((m) =>
        m.createRecoveryHttpApi(base),
      ),
    ),
    reverification: lazyPart(() =>
      import(/* webpackChunkName: "api-reverification" */ '../features/reverification/http').then((m) =>
        m.createReverificationHttpApi(base),
      ),
    ),
    outbox: lazyPart(() =>
      import(/* webpackChunkName: "api-outbox" */ '../features/outbox/http').then((m) =>
        m.createOutboxHttpApi(base),
      ),
    ),
    settings: lazyPart(() =>
      import(/* webpackChunkName: "api-settings" */ '../features/settings/http').then((m) =>
        m.createSettingsHttpApi(base),
      ),
    ),
    onboarding: lazyPart(() =>
      import(/* webpackChunkName: "api-onboarding" */ '../features/onboarding/http').then((m) =>
        m.createOnboardingHttpApi(base),
      ),
    ),
    contentSettings: lazyPart(() =>
      import(/* webpackChunkName: "api-contentSettings" */ '../features/contentSettings/http').then((m) =>
        m.createContentSettingsHttpApi(base),
      ),
    ),
    privacy: lazyPart(() =>
      import(/* webpackChunkName: "api-privacy" */ '../features/privacy/http').then((m) =>
        m.createPrivacyHttpApi(base),
      ),
    ),
    accounts: lazyPart(() =>
      import(/* webpackChunkName: "api-accounts" */ '../features/accounts/http').then((m) =>
        m.createAccountsHttpApi(base),
      ),
    ),
    flags: { get: () => request<FeatureFlags>(base, '/api/v3/internal/features?platform=web') },
    stories: {
      get: (id) => request<Story>(base, `/api/v3/stories/${encodeURIComponent(id)}`),
    },
    parts: {
      get: (id) => request<Part>(base, `/v4/parts/${id}`),
      text: async (id): Promise<PartText> => {
        const r = await request<{ text: string; text_hash: string }>(
          base,
          `/apiv2/storytext?id=${id}&output=json`,
        );
        return { partId: id, paragraphs: parseParagraphs(r.text), textHash: r.text_hash };
      },
    },
    home: {
      sections: async () => (await request<HomeResponse>(base, '/v5/home')).sections,
      // The browser takes the whole feed (one cached response) and shows it 5 by 5.
      feed: async () => feedOf((await request<HomeResponse>(base, '/v5/home')).sections),
      continueReading: async (path) => {
        const r = await request<{ sections: { data: { items: ContinueReadingItem[] } }[] }>(base, path);
        return r.sections.flatMap((s) => s.data.items);
      },
      track: async (url) => {
        await fetch(url, { credentials: 'same-origin', keepalive: true }).catch(() => undefined);
      },
    },
  };
}

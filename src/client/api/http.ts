import { ApiError, type Api } from '../../shared/api';
import { feedOf, type ContinueReadingItem, type HomeResponse } from '../../shared/api/home';
import type { FeatureFlags } from '../../shared/api/flags';
import type { Part, PartText, Story } from '../../shared/api/stories';
import { parseParagraphs } from '../../shared/text/paragraphs';

/** The only module that calls `fetch` (DESIGN.md §3). `base` is '' (same origin) or an API host. */
export async function request<T>(base: string, path: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(base + path, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      ...init,
    });
  } catch {
    throw new ApiError(0, 0, 'Network error', 'NetworkError');
  }
  const type = res.headers.get('content-type') ?? '';
  const body: unknown = type.includes('json') ? await res.json().catch(() => null) : await res.text();
  if (!res.ok) {
    const b = (body && typeof body === 'object' ? body : {}) as {
      error_code?: number;
      code?: number;
      message?: string;
      error_type?: string;
    };
    throw new ApiError(res.status, b.error_code ?? b.code ?? 0, b.message ?? res.statusText, b.error_type);
  }
  return body as T;
}

/** Request options for a JSON write carrying the session's CSRF token. */
export const jsonWrite = (method: string, csrfToken: string | null, body?: unknown): RequestInit => ({
  method,
  headers: {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}),
  },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/**
 * A feature's HTTP calls, fetched with its first call: every method of an API part returns a promise,
 * so a part can stand in for the module until it is loaded. Keeps each feature's calls out of the
 * JavaScript every first visit downloads (the 120 KB budget); the core reading calls stay inline.
 */
function lazyPart<T extends object>(load: () => Promise<T>): T {
  let part: Promise<T> | null = null;
  return new Proxy({} as T, {
    get: (_target, name) => {
      if (typeof name !== 'string' || name === 'then') return undefined;
      return (...args: unknown[]) =>
        (part ??= load()).then((p) => (p as Record<string, (...a: unknown[]) => unknown>)[name](...args));
    },
  });
}

/**
 * The HTTP implementation of the API contract. Write methods (later features) take the session's
 * CSRF token from the store at call time (`selectCsrfToken`) and pass it as `request(…, { csrfToken })`.
 */
export function createHttpApi(base = ''): Api {
  return {
    search: lazyPart(() =>
      import(/* webpackChunkName: "api-search" */ './searchHttp').then((m) => m.createSearchHttpApi(base)),
    ),
    reading: lazyPart(() =>
      import(/* webpackChunkName: "api-reading" */ './readingHttp').then((m) => m.createReadingHttpApi(base)),
    ),
    lists: lazyPart(() =>
      import(/* webpackChunkName: "api-lists" */ './listsHttp').then((m) => m.createListsHttpApi(base)),
    ),
    users: lazyPart(() =>
      import(/* webpackChunkName: "api-lists" */ './listsHttp').then((m) => m.createUsersHttpApi(base)),
    ),
    verification: lazyPart(() =>
      import(/* webpackChunkName: "api-verification" */ './verificationHttp').then((m) =>
        m.createVerificationHttpApi(base),
      ),
    ),
    reverification: lazyPart(() =>
      import(/* webpackChunkName: "api-reverification" */ './reverificationHttp').then((m) =>
        m.createReverificationHttpApi(base),
      ),
    ),
    outbox: lazyPart(() =>
      import(/* webpackChunkName: "api-outbox" */ './outboxHttp').then((m) => m.createOutboxHttpApi(base)),
    ),
    settings: lazyPart(() =>
      import(/* webpackChunkName: "api-settings" */ './settingsHttp').then((m) =>
        m.createSettingsHttpApi(base),
      ),
    ),
    onboarding: lazyPart(() =>
      import(/* webpackChunkName: "api-onboarding" */ './onboardingHttp').then((m) =>
        m.createOnboardingHttpApi(base),
      ),
    ),
    contentSettings: lazyPart(() =>
      import(/* webpackChunkName: "api-onboarding" */ './onboardingHttp').then((m) =>
        m.createContentSettingsHttpApi(base),
      ),
    ),
    privacy: lazyPart(() =>
      import(/* webpackChunkName: "api-privacy" */ './privacyHttp').then((m) => m.createPrivacyHttpApi(base)),
    ),
    accounts: lazyPart(() =>
      import(/* webpackChunkName: "api-accounts" */ './accountsHttp').then((m) =>
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

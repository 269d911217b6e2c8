import { ApiError } from '../../shared/api';

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
      fieldErrors?: Record<string, string>;
    };
    // `fieldErrors` names the field a message belongs under (a wrong password: `password`).
    const code = b.error_code ?? b.code ?? 0;
    throw new ApiError(res.status, code, b.message ?? res.statusText, b.error_type, b.fieldErrors);
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
export function lazyPart<T extends object>(load: () => Promise<T>): T {
  let part: Promise<T> | null = null;
  return new Proxy({} as T, {
    get: (_target, name) => {
      if (typeof name !== 'string' || name === 'then') return undefined;
      return (...args: unknown[]) =>
        (part ??= load()).then((p) => (p as Record<string, (...a: unknown[]) => unknown>)[name](...args));
    },
  });
}

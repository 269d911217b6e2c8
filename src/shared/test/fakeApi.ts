import type { Api } from '../api';
import { feedOf } from '../home/api';

const unused = (): Promise<never> => Promise.reject(new Error('not stubbed in this test'));

type Overrides = { [K in keyof Api]?: Partial<Api[K]> };
type Methods = Record<string, (...args: never[]) => unknown>;

/** The few calls every test may make without stubbing them (the shell's: recent searches, flags, the home feed). */
const defaults = (overrides: Overrides): Partial<Record<keyof Api, Methods>> => ({
  search: { recent: async () => [] },
  flags: { get: async () => ({}) },
  home: {
    // As the browser's: the whole feed (`sections`, when the test gives it).
    feed: async () => feedOf(await (overrides.home?.sections ?? unused)()),
    track: async () => undefined,
  },
});

/**
 * An API whose every call fails unless the test gives it. Any feature's part exists (a Proxy), so
 * a new feature needs no edit here: an unstubbed call rejects, as it always has.
 */
export function fakeApi(overrides: Overrides = {}): Api {
  const base = defaults(overrides);
  const parts = new Map<string, Methods>();
  const partOf = (name: string): Methods => {
    let part = parts.get(name);
    if (!part) {
      const given = {
        ...base[name as keyof Api],
        ...(overrides[name as keyof Api] as Methods | undefined),
      } as Methods;
      part = new Proxy(given, {
        get: (target, method) =>
          typeof method !== 'string' || method === 'then' ? undefined : (target[method] ?? unused),
      });
      parts.set(name, part);
    }
    return part;
  };
  return new Proxy({} as Api, {
    get: (_target, name) => (typeof name !== 'string' || name === 'then' ? undefined : partOf(name)),
  });
}

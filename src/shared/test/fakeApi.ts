import type { Api } from '../api';
import { feedOf } from '../home/api';

const unused = (): Promise<never> => Promise.reject(new Error('not stubbed in this test'));

/** An API whose every call fails unless the test gives it. */
export function fakeApi(overrides: { [K in keyof Api]?: Partial<Api[K]> } = {}): Api {
  return {
    search: {
      stories: unused,
      users: unused,
      nextStories: unused,
      nextUsers: unused,
      tag: unused,
      tagAutocomplete: unused,
      recent: async () => [],
      ...overrides.search,
    },
    accounts: { passwordPolicies: unused, checkPassword: unused, ...overrides.accounts },
    stories: { get: unused, ...overrides.stories },
    parts: { get: unused, text: unused, ...overrides.parts },
    reader: {
      vote: unused,
      position: unused,
      savePosition: unused,
      similar: unused,
      tagRankings: unused,
      ...overrides.reader,
    },
    lists: {
      forUser: unused,
      create: unused,
      addStory: unused,
      removeStory: unused,
      addToLibrary: unused,
      removeFromLibrary: unused,
      collections: unused,
      get: unused,
      library: unused,
      ...overrides.lists,
    },
    profile: { profile: unused, works: unused, follow: unused, ...overrides.profile },
    recovery: { resendActivation: unused, ...overrides.recovery },
    reverification: { status: unused, confirm: unused, ...overrides.reverification },
    outbox: { list: unused, get: unused, ...overrides.outbox },
    settings: {
      account: unused,
      validateEmail: unused,
      updateEmail: unused,
      updateUsername: unused,
      updatePassword: unused,
      saveNotifications: unused,
      ...overrides.settings,
    },
    onboarding: { genres: unused, saveAnswers: unused, ...overrides.onboarding },
    contentSettings: {
      get: unused,
      setIncludeMature: unused,
      setBlockedTags: unused,
      setPreferredTags: unused,
      ...overrides.contentSettings,
    },
    privacy: { getCcpa: unused, putCcpa: unused, optOutVisitor: unused, ...overrides.privacy },
    flags: { get: async () => ({}), ...overrides.flags },
    home: {
      sections: unused,
      // As the browser's: the whole feed (`sections`, when the test gives it).
      feed: async () => feedOf(await (overrides.home?.sections ?? unused)()),
      continueReading: unused,
      track: async () => undefined,
      ...overrides.home,
    },
  };
}

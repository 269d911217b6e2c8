import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while hydrating (so the first render matches the server's HTML), true
 * once the page runs in the browser: controls that need JavaScript show themselves only then.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

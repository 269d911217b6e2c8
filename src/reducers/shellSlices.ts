import { configSlices } from './config';
import { flagsSlices } from './flags';
import { inboxShellSlices } from './inbox/unreadSlice';
import { readerSlices } from './reader';
import { recoverySlices } from './recovery';
import { reportsSlices } from './reports';
import { reverificationSlices } from './reverification';
import { routerSlices } from './router';
import { safetySlices } from './safety';
import { sessionSlices } from './session';
import { storiesSlices } from './stories';

/**
 * The slices every store starts with, one line per feature: the shell's (config, router, session,
 * flags) and those whose code the first load holds anyway (the shell or an always-loaded watcher
 * uses them). A slice only pages use belongs in `pageSlices.ts` instead.
 */
export const shellSlices = [
  ...configSlices,
  ...routerSlices,
  ...sessionSlices,
  ...flagsSlices,
  ...storiesSlices,
  ...readerSlices,
  ...recoverySlices,
  ...reportsSlices,
  ...safetySlices,
  ...reverificationSlices,
  ...inboxShellSlices,
] as const;

/**
 * Safety: the watchers. The settings lists load for the pages' preload (server and browser,
 * `listFlows.ts`); the mute and block flows wait for the user (browser only, `safetyFlows.ts`).
 * Both load with their first action.
 */
import type { Api } from '../../shared/api';
import * as a from '../../shared/safety/actions';
import { type Watcher, lazy, on } from '../watch';

const flows = () => import(/* webpackChunkName: "saga-safety" */ './safetyFlows');
const lists = () => import(/* webpackChunkName: "saga-safety" */ './listFlows');

export const safetyWatchers = (api: Api): Watcher[] => [
  on('latest', a.mutedListRequested, lazy(lists, 'loadMuted'), api),
  on('latest', a.blockedListRequested, lazy(lists, 'loadBlocked'), api),
  on('every', a.muteRequested, lazy(flows, 'muteFlow'), api),
  on('every', a.unmuteRequested, lazy(flows, 'unmuteFlow'), api),
  on('every', a.blockRequested, lazy(flows, 'blockFlow'), api),
  on('every', a.unblockRequested, lazy(flows, 'unblockFlow'), api),
  on('leading', a.moderationSubmitted, lazy(flows, 'moderationFlow'), api),
];

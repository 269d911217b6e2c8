/** Staff tickets: the watchers; the flows (and the moderation slice) load with their first action. */
import type { Api } from '../../shared/api';
import {
  ticketActionSubmitted,
  ticketRequested,
  ticketResolveSubmitted,
  ticketsRequested,
} from '../../shared/moderation/actions';
import { type Watcher, lazy, on } from '../watch';

const flows = () => import(/* webpackChunkName: "saga-moderation" */ './moderationFlows');

export const moderationWatchers = (api: Api): Watcher[] => [
  on('latest', ticketsRequested.type, lazy(flows, 'loadTickets'), api),
  on('latest', ticketRequested.type, lazy(flows, 'loadTicket'), api),
  on('leading', ticketResolveSubmitted.type, lazy(flows, 'resolveTicket'), api),
  on('leading', ticketActionSubmitted.type, lazy(flows, 'actOnTicket'), api),
];

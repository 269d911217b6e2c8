import { createAction } from '@reduxjs/toolkit';
import type { TicketActionBody, TicketsQuery } from './api';

/** The staff queue: one page of tickets (`/staff/tickets?type=&status=&after=`). */
export const ticketsRequested = createAction<TicketsQuery>('moderation/ticketsRequested');
/** One ticket (`/staff/tickets/{id}`). */
export const ticketRequested = createAction<{ id: number }>('moderation/ticketRequested');
/** Marks the ticket resolved (the page's button with JavaScript). */
export const ticketResolveSubmitted = createAction<{ id: number }>('moderation/ticketResolveSubmitted');
/** Acts on the ticket (close, time out, remove the comment, hide or show the story). */
export const ticketActionSubmitted = createAction<{ id: number } & TicketActionBody>(
  'moderation/ticketActionSubmitted',
);

export type ModerationPreloadAction =
  ReturnType<typeof ticketsRequested> | ReturnType<typeof ticketRequested>;

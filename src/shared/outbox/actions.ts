import { createAction } from '@reduxjs/toolkit';

/** The dev outbox page: the list (no id) or one message. */
export const outboxRequested = createAction<{ id?: number }>('outbox/requested');

export type OutboxPreloadAction = ReturnType<typeof outboxRequested>;

import type { Knex } from 'knex';
import { ApiError } from '../../../shared/common/errors';
import type { OutboxApi, OutboxMessageView, OutboxSummary } from '../../../shared/outbox/api';
import { toApiDate } from '../../db/knex';
import { getOutboxMessage, listOutbox, type OutboxMessage } from './outboxQueries';

const summary = (m: OutboxMessage): OutboxSummary => ({
  id: m.id,
  to: m.to,
  subject: m.subject,
  createdAt: toApiDate(m.createdAt) ?? '',
});

export const outboxNotFound = (): ApiError => new ApiError(404, 1001, 'Message not found', 'NotFound');

/** The outbox read in-process (SSR and the `/dev/api/outbox` JSON routes). */
export function createOutboxServerApi(db: Knex): OutboxApi {
  return {
    list: async () => (await listOutbox(db)).map(summary),
    get: async (id): Promise<OutboxMessageView> => {
      const m = await getOutboxMessage(db, id);
      if (!m) throw outboxNotFound();
      return { ...summary(m), text: m.text };
    },
  };
}

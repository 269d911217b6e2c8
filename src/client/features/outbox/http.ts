import type { OutboxApi, OutboxMessageView, OutboxSummary } from '../../../shared/outbox/api';
import { request } from '../../api/request';

export function createOutboxHttpApi(base: string): OutboxApi {
  return {
    list: () => request<OutboxSummary[]>(base, '/dev/api/outbox'),
    get: (id) => request<OutboxMessageView>(base, `/dev/api/outbox/${id}`),
  };
}

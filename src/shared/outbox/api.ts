/** The development outbox (mail kept by the app when no SMTP_URL is set): `/dev/outbox`. */
export interface OutboxSummary {
  id: number;
  to: string;
  subject: string;
  /** `YYYY-MM-DDTHH:MM:SSZ` */
  createdAt: string;
}

export interface OutboxMessageView extends OutboxSummary {
  text: string;
}

export interface OutboxApi {
  /** `GET /dev/api/outbox`: newest first. */
  list(): Promise<OutboxSummary[]>;
  /** `GET /dev/api/outbox/{id}` */
  get(id: number): Promise<OutboxMessageView>;
}

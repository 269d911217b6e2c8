import type { SupportTicketAnswer, SupportTicketInput, SupportTree } from './tree';

/** The report flow's calls (accounts-safety-messaging §7). */
export interface ReportsApi {
  /** `GET /v4/support/tree?lang=` (a language without its own tree gets language 1's). */
  tree(languageId: number): Promise<SupportTree>;
  /** `POST /v4/support/tickets/` (form data). */
  postTicket(ticket: SupportTicketInput, csrfToken: string | null): Promise<SupportTicketAnswer>;
}

/** The reports feature's part of the `Api` contract (`src/shared/api` composes the parts). */
export interface ReportsApiPart {
  reports: ReportsApi;
}

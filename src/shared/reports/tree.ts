/**
 * The support tree's wire shape (`GET /v4/support/tree?lang=` → `{flows}`, accounts-safety-messaging
 * §3 "Support tree") and the ticket's (`POST /v4/support/tickets/`, §7). Shared by the server
 * routes, the client's HTTP adapter, the report modal and the no-JavaScript `/report` page.
 */

export type SupportItemType = 'text' | 'editText' | 'url' | 'page';

export interface SupportItemExtras {
  /** url items: where the link goes (our own help pages). */
  url?: string;
  /** page items: which special page (`copyright`). */
  page?: string;
  /** Shown only when the report names a username (the copyright item, §6). */
  requiresUsername?: boolean;
}

export interface SupportItem {
  id: number;
  title: string;
  subtitle: string;
  type: SupportItemType;
  /** The child items (the next step) when this item is chosen; empty for a final item. */
  next: SupportItem[];
  extras: SupportItemExtras;
  /** The ticket's `reason` for this choice. */
  zendeskString: string;
  zendeskFields: Record<string, string>;
  /** Choosing it leads to the final step with a submit button. */
  submittable: boolean;
  isFinal: boolean;
}

export interface SupportFlow {
  id: number;
  title: string;
  ticketFormId: number;
  ticketSubject: string;
  items: SupportItem[];
}

export interface SupportTree {
  flows: SupportFlow[];
}

/** The story item whose choice jumps straight to its child items (spec §4). */
export const JUMP_ITEM_ID = 177;

/** The ticket's custom fields (id and value pairs, §3): story language, interface language, device. */
export const TICKET_FIELD_IDS = {
  storyLanguage: 360_001_001,
  interfaceLanguage: 360_001_002,
  device: 360_001_003,
} as const;

export type TicketDevice = 'web' | 'mobile_web';

export interface TicketCustomField {
  id: number;
  value: string;
}

/** What a reporter sends (`POST /v4/support/tickets/`, form data or JSON). */
export interface SupportTicketInput {
  requester: { name: string; email: string };
  comment: string;
  ticket_form_id: number;
  username?: string;
  reportType: string;
  reason: string;
  subject: string;
  custom_fields: TicketCustomField[];
  /** Story reports only. */
  id?: number;
  /** The reported content's facts (§3 Report reportId), kept for staff. */
  reportId?: { name: string; location: string; body?: string; deepLink?: string };
}

export interface SupportTicketAnswer {
  id: number;
}

export const reportPaths = {
  tree: (languageId: number): string => `/v4/support/tree?lang=${languageId}`,
  tickets: '/v4/support/tickets/',
} as const;

/** Items shown for a report: the copyright item only when a username is present (§6). */
export const visibleItems = (items: SupportItem[], username: string | undefined): SupportItem[] =>
  items.filter((i) => !i.extras.requiresUsername || Boolean(username));

/**
 * The items a step shows after choosing `item` (or the flow's start, `item` null): item 177 is
 * never a step of its own — a list that is just it shows its children at once.
 */
export function stepItems(items: SupportItem[], username: string | undefined): SupportItem[] {
  const shown = visibleItems(items, username);
  if (shown.length === 1 && shown[0].id === JUMP_ITEM_ID) return visibleItems(shown[0].next, username);
  return shown;
}

/** Finds an item by its id path (`[12, 177, 180]`) in a flow; null when the path is not in it. */
export function itemAt(flow: SupportFlow, path: readonly number[]): SupportItem | null {
  let items = flow.items;
  let found: SupportItem | null = null;
  for (const id of path) {
    found = findIn(items, id);
    if (!found) return null;
    items = found.next;
  }
  return found;
}

function findIn(items: SupportItem[], id: number): SupportItem | null {
  for (const i of items) {
    if (i.id === id) return i;
    // 177 is skipped on screen, so a path may name its children directly.
    if (i.id === JUMP_ITEM_ID) {
      const child = i.next.find((c) => c.id === id);
      if (child) return child;
    }
  }
  return null;
}

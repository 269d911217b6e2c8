/**
 * The report flow (accounts-safety-messaging §4, §8): the support tree loads (failure: the modal
 * closes with the toast), a visitor gives a name and email first (the contact step), then the user
 * steps through items — text choices, editText free comment, url links out, the copyright page —
 * with Back; a submittable item shows the final step; its submit posts the ticket (failure: the
 * same toast, the modal closes), then the thank-you (its mute toggle is the safety feature's).
 * Item 177 is never a step of its own: its children show at once. Runs in the browser only (it
 * waits for the user: `take`); `reportFlows.ts` gives each flow id its saga.
 */
import { call, put, select, take } from 'typed-redux-saga';
import { selectCsrfToken, selectViewer } from '../../reducers/session/sessionSlice';
import type { Api } from '../../shared/api';
import { reportsActions as a } from '../../shared/reports/actions';
import { REPORT_FLOW_IDS, type ReportTarget } from '../../shared/reports/api';
import { REPORTS_MESSAGES as M } from '../../shared/reports/messages';
import { stepFor } from '../../shared/reports/steps';
import {
  TICKET_FIELD_IDS,
  type SupportFlow,
  type SupportItem,
  type SupportTicketInput,
  type SupportTree,
  type TicketDevice,
} from '../../shared/reports/tree';

/** What a flow adds to the ticket beyond the common fields (a story report's `id`). */
export interface FlowOptions {
  ticketExtras?(target: ReportTarget): Partial<SupportTicketInput>;
}

export function ticketOf(
  flow: SupportFlow,
  item: SupportItem,
  target: ReportTarget,
  input: {
    comment: string;
    device: TicketDevice;
    requester: { name: string; email: string };
    interfaceLanguage: number;
  },
  options: FlowOptions,
): SupportTicketInput {
  return {
    requester: input.requester,
    comment: input.comment.trim(),
    ticket_form_id: flow.ticketFormId,
    username: target.username,
    reportType: target.reportType,
    reason: item.zendeskString,
    subject: flow.ticketSubject,
    custom_fields: [
      { id: TICKET_FIELD_IDS.storyLanguage, value: String(target.storyLanguageId ?? '') },
      { id: TICKET_FIELD_IDS.interfaceLanguage, value: String(input.interfaceLanguage) },
      { id: TICKET_FIELD_IDS.device, value: input.device },
    ],
    reportId: target.reportId,
    ...options.ticketExtras?.(target),
  };
}

export function* reportFlow(api: Api, target: ReportTarget, options: FlowOptions = {}) {
  yield* put(a.stepShown({ kind: 'loading' }));
  const viewer = yield* select(selectViewer);
  const languageId = viewer?.languageId ?? 1;
  let tree: SupportTree;
  try {
    tree = yield* call([api.reports, api.reports.tree], languageId);
  } catch {
    yield* put(a.failed(M.failed));
    return;
  }
  yield* put(a.treeLoaded({ languageId, tree }));
  const flow = tree.flows.find((f) => f.id === REPORT_FLOW_IDS[target.reportType]);
  if (!flow) {
    yield* put(a.failed(M.failed));
    return;
  }

  let requester = { name: viewer?.name || viewer?.username || '', email: '' };
  if (!viewer) {
    yield* put(a.stepShown({ kind: 'contact' }));
    requester = (yield* take(a.contactSubmitted)).payload;
  }

  const path: SupportItem[] = [];
  for (;;) {
    const step = stepFor(flow, path, target.username);
    yield* put(a.stepShown(step));
    const action = yield* take([a.itemChosen, a.backClicked, a.commentSubmitted]);
    if (a.backClicked.match(action)) {
      path.pop();
    } else if (a.itemChosen.match(action)) {
      const item =
        step.kind === 'choose' ? step.items.find((i) => i.id === action.payload.itemId) : undefined;
      if (item && item.type !== 'url') path.push(item);
    } else if (a.commentSubmitted.match(action) && step.kind === 'final' && action.payload.comment.trim()) {
      const ticket = ticketOf(
        flow,
        step.item,
        target,
        { ...action.payload, requester, interfaceLanguage: languageId },
        options,
      );
      yield* put(a.stepShown({ kind: 'sending', item: step.item }));
      const csrfToken = yield* select(selectCsrfToken);
      try {
        const answer = yield* call([api.reports, api.reports.postTicket], ticket, csrfToken);
        yield* put(a.ticketSucceeded(answer));
      } catch {
        yield* put(a.failed(M.failed));
        return;
      }
      yield* put(a.stepShown({ kind: 'thanks' }));
      return;
    }
  }
}

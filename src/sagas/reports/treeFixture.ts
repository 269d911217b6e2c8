/** A small support tree in the wire shape, for the report flow's tests. */
import { REPORT_FLOW_IDS } from '../../shared/reports/api';
import type { SupportFlow, SupportItem, SupportTree } from '../../shared/reports/tree';

export const item = (id: number, title: string, more: Partial<SupportItem> = {}): SupportItem => {
  const next = more.next ?? [];
  const type = more.type ?? 'text';
  return {
    id,
    title,
    subtitle: '',
    type,
    next,
    extras: {},
    zendeskString: next.length ? '' : `reason_${id}`,
    zendeskFields: {},
    submittable: next.length === 0 && (type === 'text' || type === 'editText'),
    isFinal: next.length === 0,
    ...more,
  };
};

const harassment = item(10, 'Harassment or bullying', {
  next: [item(11, 'It targets me'), item(12, 'It targets someone else')],
});
const spam = item(20, 'Spam');
const help = item(90, 'Read our terms of service', { type: 'url', extras: { url: '/terms' } });
const copyright = item(60, 'Copyright infringement', {
  type: 'page',
  extras: { page: 'copyright', requiresUsername: true },
  submittable: false,
});
const other = item(70, 'Something else', { type: 'editText' });

const flow = (id: number, items: SupportItem[]): SupportFlow => ({
  id,
  title: `Flow ${id}`,
  ticketFormId: 360_000 + id,
  ticketSubject: `Subject ${id}`,
  items,
});

export const TREE: SupportTree = {
  flows: [
    flow(REPORT_FLOW_IDS.user, [harassment, spam, copyright, other, help]),
    flow(REPORT_FLOW_IDS.private_message, [harassment, spam, other]),
    flow(REPORT_FLOW_IDS.comment, [harassment, spam, other, help]),
    flow(REPORT_FLOW_IDS.story, [item(177, 'This story', { next: [spam, copyright, other] })]),
    flow(REPORT_FLOW_IDS.public_message, [harassment, spam]),
    flow(REPORT_FLOW_IDS.media, [spam, copyright]),
  ],
};

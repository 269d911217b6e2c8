/** Which step of the report flow the user is at: the modal's saga and the `/report` page share it. */
import type { ReportStep } from './actions';
import { stepItems, type SupportFlow, type SupportItem } from './tree';

/** The step after choosing `path` (the items chosen so far; none: the flow's first step). */
export function stepFor(flow: SupportFlow, path: SupportItem[], username: string | undefined): ReportStep {
  const current = path[path.length - 1];
  const canGoBack = path.length > 0;
  if (!current)
    return {
      kind: 'choose',
      title: flow.title,
      subtitle: '',
      items: stepItems(flow.items, username),
      canGoBack,
    };
  if (current.type === 'page') return { kind: 'page', item: current, canGoBack };
  if (current.next.length === 0) return { kind: 'final', item: current, canGoBack };
  return {
    kind: 'choose',
    title: current.title,
    subtitle: current.subtitle,
    items: stepItems(current.next, username),
    canGoBack,
  };
}

/** The items of an id path (`itemAt` for each prefix); null when the path leaves the tree. */
export function itemsAlong(
  flow: SupportFlow,
  ids: readonly number[],
  username: string | undefined,
): SupportItem[] | null {
  const path: SupportItem[] = [];
  for (const id of ids) {
    const step = stepFor(flow, path, username);
    const item = step.kind === 'choose' ? step.items.find((i) => i.id === id) : undefined;
    if (!item || item.type === 'url') return null;
    path.push(item);
  }
  return path;
}

/** The copyright page item without JavaScript: the DMCA notice page (§2 `/help/dmca?…`). */
export const dmcaPageUrl = (q: { storyId?: number; partId?: number; username?: string }): string => {
  const p = new URLSearchParams();
  if (q.storyId) p.set('storyId', String(q.storyId));
  if (q.partId) p.set('partId', String(q.partId));
  if (q.username) p.set('reportedUser', q.username);
  const s = p.toString();
  return s ? `/help/dmca?${s}` : '/help/dmca';
};

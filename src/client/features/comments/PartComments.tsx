import { createElement, Suspense, use, type ComponentType } from 'react';
import type { PartEntity } from '../../../reducers/stories/partsSlice';
import type { Story } from '../../../shared/stories/api';
// The section's styles travel with the part page (its CSS is linked in the page's <head>): without
// JavaScript the section's own chunk, and its CSS, never load.
import './Comments.module.css';

type Props = { part: PartEntity; story: Story };
type Loaded = Promise<ComponentType<Props>> & { status?: string; value?: ComponentType<Props> };

let section: Loaded | null = null;

/**
 * The section's code, fetched once. The promise carries React's `status`/`value` once resolved, so
 * `use` then renders synchronously: the server (which starts the load as this module loads, long
 * before its first request) always renders the whole section, the list included, for readers
 * without JavaScript; the browser hydrates it when its chunk arrives.
 */
function load(): Loaded {
  if (!section) {
    const p: Loaded = import(/* webpackChunkName: "comments" */ './CommentsSection').then((m) => {
      p.status = 'fulfilled';
      p.value = m.CommentsSection;
      return m.CommentsSection;
    });
    section = p;
  }
  return section;
}

// Start now: on the server before any render; in the browser beside the part page's own chunk.
load();

function Section(props: Props) {
  // The same component every time (one module, loaded once), not one made during render.
  return createElement(use(load() as Promise<ComponentType<Props>>), props);
}

/**
 * The part page's comments in a chunk of their own (the part page's first-load JavaScript stays
 * as it was): a Suspense boundary that the server fills and the browser hydrates when it is ready.
 */
export function PartComments(props: Props) {
  return (
    <Suspense fallback={null}>
      <Section {...props} />
    </Suspense>
  );
}

/**
 * The hydration benchmark's React floor (bench/hydration.ts): a bare React 19 page of about as many
 * elements as the story page that only calls `hydrateRoot`, built from the project's own React. The
 * bench renders it here in Node and serves the markup with `reactFloorEntry.ts` bundled by esbuild.
 */
import { createElement, useEffect, type ReactElement } from 'react';

/** About `elements` elements: a list of links, three elements an item. */
export function Floor({ elements }: { elements: number }): ReactElement {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', 'true'), []);
  const items: ReactElement[] = [];
  for (let i = 0; i < Math.max(1, Math.floor((elements - 2) / 3)); i++) {
    items.push(
      createElement(
        'li',
        { key: i },
        createElement('a', { href: `#${i}` }, createElement('span', null, `Item ${i}`)),
      ),
    );
  }
  return createElement('main', null, createElement('ul', null, items));
}

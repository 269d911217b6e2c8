import { STATE_ELEMENT_ID } from '../../shared/common/constants';
import type { AssetGroup } from './manifest';
import type { PageHead } from './head';
import { escapeHtml, serializeState } from './serialize';

export interface DocumentParts {
  head: PageHead;
  assets: AssetGroup & { entryJs: string[] };
  publicPath: string;
  nonce: string;
  origin: string;
  state: unknown;
}

/** Everything before the app's markup. */
export function documentStart(d: DocumentParts): string {
  const { head, assets, publicPath: pp } = d;
  const css = assets.css.map((f) => `<link rel="stylesheet" href="${pp}${f}">`).join('');
  const preload = [...assets.entryJs, ...assets.js]
    .map((f) => `<link rel="preload" as="script" href="${pp}${f}">`)
    .join('');
  const meta = [
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    head.canonicalPath ? `<link rel="canonical" href="${escapeHtml(d.origin + head.canonicalPath)}">` : '',
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}">` : '',
  ].join('');
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(head.title)}</title>${meta}<meta name="theme-color" content="#0e6e6d">` +
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">${css}${preload}</head><body><div id="root">`
  );
}

/** Everything after the app's markup: the state (escaped JSON, never executed) and the scripts. */
export function documentEnd(d: DocumentParts): string {
  const { assets, publicPath: pp, nonce } = d;
  const scripts = [...assets.js, ...assets.entryJs]
    .map((f) => `<script defer nonce="${nonce}" src="${pp}${f}"></script>`)
    .join('');
  return (
    `</div><script id="${STATE_ELEMENT_ID}" type="application/json" nonce="${nonce}">${serializeState(d.state)}</script>` +
    `${scripts}</body></html>`
  );
}

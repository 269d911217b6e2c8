import type { Paragraph } from '../stories/api';

const PARAGRAPH_RE = /<p\s+data-p-id="([0-9a-f]{32})"\s*>([\s\S]*?)<\/p>/g;

/** Splits storytext HTML (`<p data-p-id="…">…</p>` …) into paragraphs. */
export function parseParagraphs(html: string): Paragraph[] {
  const out: Paragraph[] = [];
  const re = new RegExp(PARAGRAPH_RE.source, 'g'); // exec loop: no matchAll polyfill for iOS 12
  for (let m = re.exec(html); m; m = re.exec(html)) out.push({ id: m[1], html: m[2] });
  return out;
}

export function joinParagraphs(paragraphs: readonly Paragraph[]): string {
  return paragraphs.map((p) => `<p data-p-id="${p.id}">${p.html}</p>`).join('\n');
}

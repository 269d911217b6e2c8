import type { Paragraph } from '../api/stories';

const PARAGRAPH_RE = /<p\s+data-p-id="([0-9a-f]{32})"\s*>([\s\S]*?)<\/p>/g;

/** Splits storytext HTML (`<p data-p-id="…">…</p>` …) into paragraphs. */
export function parseParagraphs(html: string): Paragraph[] {
  const out: Paragraph[] = [];
  for (const m of html.matchAll(PARAGRAPH_RE)) out.push({ id: m[1], html: m[2] });
  return out;
}

export function joinParagraphs(paragraphs: readonly Paragraph[]): string {
  return paragraphs.map((p) => `<p data-p-id="${p.id}">${p.html}</p>`).join('\n');
}

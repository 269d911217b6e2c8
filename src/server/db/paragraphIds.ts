/**
 * Part text storage (`part_texts.text_html`): paragraphs as `<p data-p-id="{32 hex}">…</p>` joined
 * with `\n` (`joinParagraphs`). A paragraph's id is the md5 of its inner HTML, so it is stable for
 * its content and paragraph comments stay anchored when other paragraphs change. The n-th repeat
 * (n ≥ 1) of the same HTML within one part gets md5(html + "\u0000" + n). `text_hash` is the md5 of
 * the whole stored HTML.
 */
import { createHash } from 'node:crypto';
import type { Paragraph } from '../../shared/stories/api';
import { joinParagraphs } from '../../shared/common/paragraphs';

export function md5(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/** Id of a paragraph whose inner HTML is `html`; `occurrence` counts earlier identical paragraphs. */
export function paragraphId(html: string, occurrence = 0): string {
  return md5(occurrence > 0 ? `${html}\u0000${occurrence}` : html);
}

/** Paragraph HTMLs (inner HTML, no `<p>`) with their ids. */
export function assignParagraphIds(paragraphHtmls: readonly string[]): Paragraph[] {
  const seen = new Map<string, number>();
  return paragraphHtmls.map((html) => {
    const n = seen.get(html) ?? 0;
    seen.set(html, n + 1);
    return { id: paragraphId(html, n), html };
  });
}

export interface PartHtml {
  /** The value for `part_texts.text_html`. */
  html: string;
  /** The value for `parts.text_hash` (md5 of `html`). */
  textHash: string;
  /** `parts.length`: characters of the plain text (paragraphs joined by a newline). */
  length: number;
  /** `parts.word_count`. */
  wordCount: number;
  paragraphs: Paragraph[];
}

/** Everything a part row and its text row need, from its paragraphs' inner HTML. */
export function buildPartHtml(paragraphHtmls: readonly string[]): PartHtml {
  const paragraphs = assignParagraphIds(paragraphHtmls);
  const html = joinParagraphs(paragraphs);
  const text = paragraphHtmls.map(htmlToText).join('\n');
  const words = text.match(/[^\s\u2028\u2029]+/g);
  return { html, textHash: md5(html), length: text.length, wordCount: words ? words.length : 0, paragraphs };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Plain text → HTML text (`</script>` → `&lt;/script&gt;`, quotes escaped, everything else raw, U+2028 too). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** A paragraph's inner HTML as plain text (tags dropped, `<br>` as a newline, common entities decoded). */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    });
}

/** Plain text (paragraphs separated by newlines) → escaped paragraph HTMLs, blank lines dropped. */
export function textToParagraphHtmls(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map(escapeHtml);
}

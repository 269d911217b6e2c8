/**
 * Stored storytext ↔ the rich-text editor's HTML. Stored paragraphs are `<p data-p-id>` with their
 * alignment as one wrapping `<span style="text-align:…">` (src/server/features/editor/sanitize.ts);
 * the editor keeps alignment on its paragraph. The server turns the editor's HTML back into
 * paragraphs and keeps the ids of the unchanged ones.
 */
import { parseParagraphs } from '../../../shared/common/paragraphs';
import { mediaToPlaceholders } from '../../../shared/editor/media';

const ALIGNED = /^<span style="text-align:\s*(left|center|right);?">([\s\S]*)<\/span>$/;

export function toEditorHtml(stored: string): string {
  return parseParagraphs(stored)
    .map(({ html }) => {
      const m = ALIGNED.exec(html);
      return m ? `<p style="text-align: ${m[1]}">${m[2]}</p>` : `<p>${html}</p>`;
    })
    .join('');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** A paragraph's text for the plain form: media as placeholders, tags dropped, `<br>` a line break, entities decoded. */
function paragraphText(html: string): string {
  return mediaToPlaceholders(html)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .trim();
}

/** The stored text as the no-JavaScript textarea shows it: paragraphs apart by a blank line. */
export const toPlainText = (stored: string): string =>
  parseParagraphs(stored)
    .map((p) => paragraphText(p.html))
    .filter(Boolean)
    .join('\n\n');

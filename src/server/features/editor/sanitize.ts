/**
 * The editor's HTML, made safe and made paragraphs (issue 28 #2). sanitize-html (a maintained
 * allow-list sanitiser on htmlparser2, not regexes) keeps only what the legacy storytext allows:
 * paragraphs, `<br>`, `<b>/<i>/<u>` (`strong`/`em` become `b`/`i`), `text-align` (left, center,
 * right) as the only style, `<img>` with an http(s) address and `<iframe>`s marked as video media
 * (`data-media-type="video"`) from the allowed video hosts (src/shared/editor/media.ts). Scripts,
 * styles, event handlers, links (so `javascript:` addresses), forms and every other tag are dropped.
 *
 * Storage keeps only a paragraph's inner HTML (`<p data-p-id>` has no other attribute:
 * src/shared/common/paragraphs.ts), so a paragraph's alignment is stored inside it as one wrapping
 * `<span style="text-align:…">`; the editor reads it back onto its paragraph.
 *
 * The sanitised text is then split at its paragraph boundaries and each piece is sanitised again
 * on its own, which re-balances any tag the split cut (sanitize-html closes open tags and drops
 * stray closing ones); what the regex below reads is the sanitiser's own normalised output.
 */
import sanitizeHtml from 'sanitize-html';
import type { Paragraph } from '../../../shared/stories/api';
import {
  ALIGNMENTS,
  VIDEO_HOSTS,
  VIDEO_MEDIA_ATTR,
  VIDEO_MEDIA_VALUE,
  mediaToPlaceholders,
  placeholdersToMedia,
} from '../../../shared/editor/media';
import { escapeHtml, htmlToText } from '../../db/paragraphIds';

const INLINE_TAGS = ['br', 'b', 'strong', 'i', 'em', 'u', 'span', 'img', 'iframe'];
const ALIGN = new RegExp(`^(?:${ALIGNMENTS.join('|')})$`);

const options = (tags: string[]): sanitizeHtml.IOptions => ({
  allowedTags: tags,
  allowedAttributes: {
    p: ['style'],
    span: ['style'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', VIDEO_MEDIA_ATTR, 'width', 'height', 'allowfullscreen', 'frameborder'],
  },
  allowedStyles: { '*': { 'text-align': [ALIGN] } },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['src', 'href'],
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_HOSTS,
  allowIframeRelativeUrls: false,
  transformTags: { strong: 'b', em: 'i', div: 'p', h1: 'p', h2: 'p', h3: 'p', blockquote: 'p', li: 'p' },
  // An iframe that is not marked video media (or lost its address to the host rule), an image
  // without an address: nothing to show, so nothing is kept.
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' &&
      (frame.attribs[VIDEO_MEDIA_ATTR] !== VIDEO_MEDIA_VALUE || !frame.attribs.src)) ||
    (frame.tag === 'img' && !/^https?:\/\/[^/]/i.test(frame.attribs.src ?? '')),
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'select'],
});

const WHOLE = options(['p', ...INLINE_TAGS]);
const PARAGRAPH = options(INLINE_TAGS);

/**
 * `<p>`, `<p style="text-align:center">` (as the sanitiser writes them), `</p>`, or an image or a
 * video (a paragraph of its own when it stands between paragraphs, as the editor writes it).
 */
const BOUNDARY =
  /<p(?: style="text-align:(left|center|right)")?>|<\/p>|<img [^>]*\/>|<iframe [^>]*><\/iframe>/g;
const ALIGNED_SPAN = /^<span style="text-align:(?:left|center|right)">[\s\S]*<\/span>$/;
/** Nothing a reader would see: whitespace, no-break spaces and line breaks. */
const BLANK = /^(?:\s|&nbsp;|<br \/>)*$/;

/** A paragraph's inner HTML made safe on its own (the form every stored paragraph is compared in). */
export function sanitizeParagraph(inner: string): string {
  return sanitizeHtml(inner, PARAGRAPH).trim();
}

/** Editor HTML → the inner HTML of each paragraph, safe, in order (empty paragraphs dropped). */
export function sanitizeToParagraphs(html: string): string[] {
  const clean = sanitizeHtml(html, WHOLE);
  const out: string[] = [];
  let align: string | undefined;
  let inParagraph = false;
  let from = 0;
  const push = (piece: string) => {
    const inner = sanitizeParagraph(piece);
    if (BLANK.test(inner)) return;
    out.push(
      align && align !== 'left' && !ALIGNED_SPAN.test(inner)
        ? `<span style="text-align:${align}">${inner}</span>`
        : inner,
    );
  };
  const re = new RegExp(BOUNDARY.source, 'g');
  for (let m = re.exec(clean); m; m = re.exec(clean)) {
    const media = m[0].startsWith('<img') || m[0].startsWith('<iframe');
    if (media && inParagraph) continue;
    push(clean.slice(from, m.index));
    from = m.index + m[0].length;
    if (media) push(m[0]);
    else {
      inParagraph = m[0] !== '</p>';
      align = inParagraph ? m[1] : undefined;
    }
  }
  push(clean.slice(from));
  return out;
}

/**
 * Plain text from the no-JavaScript form → paragraphs: split on blank lines, each escaped, its
 * single line breaks kept as `<br />`, `[image: …]` / `[video: …]` placeholders back as tags, and
 * the result sanitised (an address the allow-list refuses is dropped).
 */
export function plainTextToParagraphs(text: string): string[] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((block) =>
      sanitizeParagraph(
        placeholdersToMedia(
          block
            .split(/\r?\n/)
            .map((line) => escapeHtml(line.trim()))
            .filter((line) => line.length > 0)
            .join('<br />'),
        ),
      ),
    )
    .filter((p) => !BLANK.test(p));
}

/**
 * A stored paragraph as the no-JavaScript form compares it: its text (`<br>` a line break) with its
 * media as placeholders — a paragraph the form left as it was keeps its formatting and id.
 */
export const paragraphPlainText = (inner: string): string => htmlToText(mediaToPlaceholders(inner)).trim();

/** A paragraph to store: its inner HTML, and the id it keeps when it was there before. */
export interface NextParagraph {
  html: string;
  id?: string;
}

/**
 * Paragraph ids stay for unchanged paragraphs: a new paragraph equal (by `key`) to one of the
 * stored ones takes that stored paragraph's HTML and id exactly — so its `data-p-id` stays even
 * where the editor writes the same thing differently (`&#39;` vs `'`, `<strong>` vs `<b>`) or an
 * earlier copy of the same text was removed (a repeat's id counts its occurrence). Each stored
 * paragraph is used at most once; of several stored repeats, the one nearest in place is taken.
 */
export function keepUnchanged(
  next: readonly string[],
  stored: readonly Paragraph[],
  key: (html: string) => string,
): NextParagraph[] {
  const byKey = new Map<string, Array<{ p: Paragraph; at: number }>>();
  stored.forEach((p, at) => {
    const k = key(p.html);
    const list = byKey.get(k);
    if (list) list.push({ p, at });
    else byKey.set(k, [{ p, at }]);
  });
  return next.map((html, at) => {
    const same = byKey.get(key(html));
    if (!same || same.length === 0) return { html };
    // Repeats of one paragraph: the stored copy nearest to this place.
    let best = 0;
    for (let i = 1; i < same.length; i++)
      if (Math.abs(same[i].at - at) < Math.abs(same[best].at - at)) best = i;
    const [{ p }] = same.splice(best, 1);
    return { html: p.html, id: p.id };
  });
}

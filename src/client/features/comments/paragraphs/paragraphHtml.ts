/**
 * Paragraph text as the reader shows it (reading-discovery §5): a paragraph whose HTML holds an
 * iframe that is not marked as video media (`data-media-type="video"` on the iframe) is shown
 * escaped, as text, never as markup. Every other paragraph is the stored HTML (made by our own
 * writers' tools: escaped text and a few inline tags).
 */
const IFRAME = /<iframe\b[^>]*>/gi;
const VIDEO_MARK = /\sdata-media-type\s*=\s*(["'])video\1/i;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** Whether the paragraph holds an iframe not marked as video media. */
export function hasUnmarkedIframe(html: string): boolean {
  const tags = html.match(IFRAME);
  return tags !== null && tags.some((tag) => !VIDEO_MARK.test(tag));
}

/** The HTML to put in the paragraph's element. */
export const displayParagraphHtml = (html: string): string =>
  hasUnmarkedIframe(html) ? escapeHtml(html) : html;

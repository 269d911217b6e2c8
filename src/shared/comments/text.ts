/**
 * A comment's text as the client renders it (reading-discovery §5: @mentions, #hashtags, auto-linked
 * URLs, sanitised by default). Pure, no HTML: each token is rendered as a React text node or link,
 * so the text's angle brackets are escaped by React and never become markup.
 * - `@name` links to `/user/{name}` only when the server says the user exists (`mentions`);
 * - `#tag` links to `/stories/{tag}`;
 * - `http://…` and `https://…` become links (the client adds rel="nofollow ugc noopener"); no other
 *   scheme is ever linked (`javascript:` stays text).
 * No lookbehind and no `matchAll` (iOS 12).
 */

export type CommentToken =
  | { type: 'text'; text: string }
  | { type: 'mention'; text: string; username: string; href: string }
  | { type: 'hashtag'; text: string; tag: string; href: string }
  | { type: 'url'; text: string; href: string };

/** The rel every comment link to elsewhere carries. */
export const COMMENT_LINK_REL = 'nofollow ugc noopener';

const TOKEN_RE = /(https?:\/\/[^\s<>"'`]+)|@([A-Za-z0-9_]{1,20})|#([^\s#@<>"'`,.!?;:()[\]{}]{1,64})/gi;
const WORD_CHAR = /[\p{L}\p{N}_&/]/u;
/** Punctuation that ends a sentence rather than a URL. */
const URL_TRAILER = /[.,!?;:'")\]]+$/;

/** The usernames `@mentioned` in `text`, each once (as typed). */
export function mentionedNames(text: string): string[] {
  const seen = new Map<string, string>();
  for (const t of scan(text, () => true)) {
    if (t.type === 'mention' && !seen.has(t.username.toLowerCase()))
      seen.set(t.username.toLowerCase(), t.username);
  }
  return [...seen.values()];
}

/** `text` as tokens; a mention links only when `existingMentions` holds the name (any case). */
export function tokenizeComment(text: string, existingMentions: readonly string[] = []): CommentToken[] {
  const known = new Map(existingMentions.map((n) => [n.toLowerCase(), n] as const));
  return scan(text, (name) => known.has(name.toLowerCase()), known);
}

function scan(
  text: string,
  linksMention: (name: string) => boolean,
  known: ReadonlyMap<string, string> = new Map(),
): CommentToken[] {
  const out: CommentToken[] = [];
  const pushText = (s: string): void => {
    if (!s) return;
    const last = out[out.length - 1];
    if (last && last.type === 'text') last.text += s;
    else out.push({ type: 'text', text: s });
  };
  const re = new RegExp(TOKEN_RE.source, 'giu');
  let at = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const [whole, url, mention, tag] = m;
    const before = m.index > 0 ? text[m.index - 1] : '';
    pushText(text.slice(at, m.index));
    at = m.index + whole.length;
    if (url) {
      const trailer = URL_TRAILER.exec(url)?.[0] ?? '';
      const href = url.slice(0, url.length - trailer.length);
      if (href.length > 'https://'.length - 1 && /^https?:\/\/[^/]/i.test(href)) {
        out.push({ type: 'url', text: href, href });
        pushText(trailer);
      } else pushText(url);
    } else if (before && WORD_CHAR.test(before)) {
      pushText(whole); // name@example.com, a#b: not a mention nor a tag
    } else if (mention) {
      if (linksMention(mention)) {
        const username = known.get(mention.toLowerCase()) ?? mention;
        out.push({ type: 'mention', text: whole, username, href: `/user/${encodeURIComponent(username)}` });
      } else pushText(whole);
    } else if (tag) {
      out.push({
        type: 'hashtag',
        text: whole,
        tag,
        href: `/stories/${encodeURIComponent(tag.toLowerCase())}`,
      });
    } else pushText(whole);
  }
  pushText(text.slice(at));
  return out;
}

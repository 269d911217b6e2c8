/** Reading server-rendered pages in route tests. */

/** The signed-in username the page's state carries, or null. */
export function viewerOf(html: string): string | null {
  const m = /"viewer":(null|\{[^}]*?"username":"([^"]+)")/.exec(html);
  return m?.[2] ?? null;
}

/** HTML text with entities decoded (React escapes `'` and `"`). */
export const text = (html: string): string =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

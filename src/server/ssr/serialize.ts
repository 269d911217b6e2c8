/**
 * JSON for inlining in HTML: `<` (so no `</script>` or `<!--` can end the element early),
 * `>` and `&`, and U+2028 / U+2029 (line terminators in older JS engines) become `\uXXXX`.
 * The result is still plain JSON, parsed with JSON.parse on the client.
 */
export function serializeState(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

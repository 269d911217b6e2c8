/**
 * What the legacy storytext allows inside a paragraph besides text: `<b>/<i>/<u>`, `<br>`, a
 * paragraph's alignment, images with an http(s) address, and video embeds. A video is an
 * `<iframe>` marked as video media (`data-media-type="video"`) from an allowed host; the reading
 * side escapes an iframe that is not marked (writing-paid-content §5 "Paragraph text"), so the
 * server never stores one (the sanitiser drops it).
 */
export const VIDEO_MEDIA_ATTR = 'data-media-type';
export const VIDEO_MEDIA_VALUE = 'video';
/** Hosts whose embed players a video iframe may load. */
export const VIDEO_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];
export const ALIGNMENTS = ['left', 'center', 'right'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** An embed address for a YouTube or Vimeo page address (or an embed address as is); null otherwise. */
export function videoEmbedUrl(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const yt = /^(?:www\.|m\.)?youtube\.com$/.test(host);
  if (yt && url.pathname.startsWith('/embed/')) return `https://www.youtube.com${url.pathname}`;
  if (yt && url.pathname === '/watch') {
    const id = url.searchParams.get('v');
    return id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube.com/embed/${id}` : null;
  }
  if (host === 'youtu.be') {
    const id = url.pathname.slice(1);
    return /^[\w-]{6,20}$/.test(id) ? `https://www.youtube.com/embed/${id}` : null;
  }
  if (host === 'player.vimeo.com' && /^\/video\/\d+$/.test(url.pathname))
    return `https://player.vimeo.com${url.pathname}`;
  if (/^(?:www\.)?vimeo\.com$/.test(host) && /^\/\d+$/.test(url.pathname))
    return `https://player.vimeo.com/video${url.pathname}`;
  return null;
}

/** Whether an iframe address is an allowed video host's (https or http, no credentials). */
export function isVideoHostUrl(src: string): boolean {
  try {
    const url = new URL(src);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      !url.username &&
      VIDEO_HOSTS.includes(url.hostname.toLowerCase())
    );
  } catch {
    return false;
  }
}

/**
 * The no-JavaScript form's text stands for a paragraph's image or video with a line of its own
 * kind, `[image: https://…]` / `[video: https://…]`, so saving the form keeps them (the server
 * turns them back into tags and sanitises the result like any other text). These read stored
 * paragraphs, which are the sanitiser's own output.
 */
const IMG_TAG = /<img\b[^>]*\bsrc="([^"]+)"[^>]*>/g;
const VIDEO_TAG = /<iframe\b[^>]*\bsrc="([^"]+)"[^>]*><\/iframe>/g;
const PLACEHOLDER = /\[(image|video): (https?:\/\/[^\s\]"<>]+)\]/g;

/** Stored paragraph HTML with its images and videos written as placeholders. */
export const mediaToPlaceholders = (html: string): string =>
  html
    .replace(IMG_TAG, (_m, src: string) => `[image: ${src}]`)
    .replace(VIDEO_TAG, (_m, src: string) => `[video: ${src}]`);

/** Escaped paragraph text with its placeholders written back as tags (the sanitiser checks them). */
export const placeholdersToMedia = (escaped: string): string =>
  escaped.replace(PLACEHOLDER, (_m, kind: string, src: string) =>
    kind === 'image'
      ? `<img src="${src}" />`
      : `<iframe src="${src}" ${VIDEO_MEDIA_ATTR}="${VIDEO_MEDIA_VALUE}"></iframe>`,
  );

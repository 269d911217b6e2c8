/** URL slugs for stories and parts: lower-case ASCII words joined by hyphens. */
export function slugify(text: string, maxLength = 80): string {
  // Only text beyond printable ASCII needs its accents taken off (every card's URL is slugged).
  const plain = /[^\x20-\x7e]/.test(text) ? text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : text;
  const slug = plain
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, maxLength).replace(/-+$/, '');
}

/** `/user/{username}`: a writer's or reader's profile page. */
export const profilePath = (username: string): string => `/user/${encodeURIComponent(username)}`;

/** `/story/{id}-{slug}` (API-COMPAT.md "URLs"). */
export function storyPath(id: string | number, title: string): string {
  const slug = slugify(title);
  return slug ? `/story/${id}-${slug}` : `/story/${id}`;
}

/** `/{partId}-{slug}`; the slug is the story title then the part title. */
export function partPath(id: number, storyTitle: string, partTitle: string): string {
  const slug = slugify(`${storyTitle} ${partTitle}`);
  return slug ? `/${id}-${slug}` : `/${id}`;
}

/** The path (and query) of an absolute URL of ours, for client-side links. */
export function pathOf(url: string): string {
  if (url.startsWith('/')) return url;
  // Our URLs are already normalised: cutting the origin off is enough (a URL parse per link was a
  // tenth of the home page's render).
  const origin = ABSOLUTE_ORIGIN.exec(url);
  if (!origin) return url;
  const rest = url.slice(origin[0].length).split('#')[0];
  return rest.startsWith('/') ? rest : `/${rest}`;
}

const ABSOLUTE_ORIGIN = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

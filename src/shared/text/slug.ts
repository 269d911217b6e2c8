/** URL slugs for stories and parts: lower-case ASCII words joined by hyphens. */
export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
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
  try {
    const u = new URL(url);
    return u.pathname + u.search;
  } catch {
    return url;
  }
}

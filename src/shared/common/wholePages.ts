/**
 * A "Show more" count from the address (`/library?show=`, `/user/{username}?works=`): rounded up to
 * whole pages of `page`, at least one page, at most `max`; anything not a number is one page.
 */
export function wholePages(n: unknown, page: number, max: number): number {
  const v = Math.ceil(Number(n) / page) * page;
  return Number.isFinite(v) ? Math.min(Math.max(v, page), max) : page;
}

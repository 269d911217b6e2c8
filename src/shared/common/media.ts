/** Image widths and sizes from the spec (reading-discovery §9). */
export const COVER_WIDTHS = [
  64, 80, 100, 128, 144, 160, 176, 200, 208, 256, 288, 352, 368, 416, 512,
] as const;
export const DEFAULT_COVER_WIDTH = 200;
export const AVATAR_SIZES = [24, 32, 42, 64, 128, 256] as const;
export const BACKGROUND_WIDTHS = [320, 360, 640, 1920] as const;

/** Covers are 2:3. */
export const coverHeight = (width: number): number => Math.round((width * 3) / 2);

/**
 * Cover address. The width is a `-{width}-` segment so `-256-` can be swapped for `-512-`
 * (API-COMPAT.md "URLs"); `version` changes when the cover changes, so the URL is immutable.
 */
export function coverPath(
  storyId: string | number,
  version: string,
  width: number = DEFAULT_COVER_WIDTH,
): string {
  return `/img/cover/${storyId}-${width}-${version}.png`;
}

export function avatarPath(username: string, version: string, size: number = 128): string {
  return `/img/avatar/${encodeURIComponent(username)}-${size}-${version}.png`;
}

/** Nearest allowed width at or above `wanted` (largest if none). */
export function pickWidth(wanted: number, widths: readonly number[] = COVER_WIDTHS): number {
  return widths.find((w) => w >= wanted) ?? widths[widths.length - 1];
}

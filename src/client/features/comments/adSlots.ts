import type { Story } from '../../../shared/stories/api';
import type { Viewer } from '../../../shared/common/session';

/** Comments between ad slots, and how many come before the first (reading-discovery §9). */
export const AD_EVERY = 10;
export const AD_OFFSET = 2;

/**
 * Where a list of `count` comments has its ad slots: the number of comments before each slot —
 * after the 2nd and then every 10 more (2, 12, 22, …) between comments, or one at the end when
 * there are 2 or fewer.
 */
export function adSlotPositions(count: number): number[] {
  if (count <= AD_OFFSET) return [count];
  const out: number[] = [];
  for (let p = AD_OFFSET; p < count; p += AD_EVERY) out.push(p);
  return out;
}

/**
 * Ads are skipped (reading-discovery §6) for premium readers, on paid stories and on ad-exempt
 * stories. Our stories have no ad-exempt field yet: `adExempt` is read when the story has one.
 */
export function showsAds(viewer: Viewer | null, story: Pick<Story, 'isPaywalled' | 'paidModel'>): boolean {
  if (viewer?.isPremium) return false;
  if (story.isPaywalled || Boolean(story.paidModel)) return false;
  return !(story as { adExempt?: boolean }).adExempt;
}

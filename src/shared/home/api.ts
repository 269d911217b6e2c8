import type { StoryCard } from '../stories/api';

/** A featured slide of the home carousel (reading-discovery §3). */
export interface FeaturedSlide {
  id: string;
  image: string;
  heading: string;
  subheading: string;
  weblink: string;
}

/** A continue-reading item (reading-discovery §3). */
export interface ContinueReadingItem {
  id: string;
  title: string;
  cover: string;
  type: 'currentRead' | 'others';
  heading: string;
  total_parts: number;
  current_part: { id: number; number: number; url: string };
  /** Parts after the reader's that are new: published within the last 14 days (`NEW_PART_DAYS`). */
  new_parts: number;
  last_pub_date: string | null;
}

export interface RankedStory extends StoryCard {
  /** offset + 1 */
  rank: number;
}

interface SectionBase<T extends string, D> {
  type: T;
  index: number;
  data: D;
  /** Sections that load their own data (continue reading) name the path to GET. */
  dynamic?: { path: string };
}

export type HomeSection =
  | SectionBase<'featuredCarousel', { heading: string; items: FeaturedSlide[] }>
  | SectionBase<'continueReading', { heading: string; items: ContinueReadingItem[] }>
  | SectionBase<
      'storyCarousel',
      { heading: string; subheading?: string; items: StoryCard[]; weblink?: string }
    >
  | SectionBase<'rankedList', { heading: string; listItems: RankedStory[] }>
  | SectionBase<'storyRow', { heading: string; items: StoryCard[] }>
  | SectionBase<
      'promoted',
      {
        heading: string;
        item: StoryCard;
        isPromoted: true;
        tracking: { clicks: string[]; impressions: string[] };
      }
    >;

export type HomeSectionType = HomeSection['type'];

export interface HomeResponse {
  sections: HomeSection[];
}

/**
 * The first sections of the feed and how many it has in all: what a page shows first (the server
 * builds only those when its cache is cold; the rest come with `GET /v5/home` on scrolling).
 */
export interface HomeFeed {
  sections: HomeSection[];
  total: number;
}

/** A whole feed as a `HomeFeed`. */
export const feedOf = (sections: HomeSection[]): HomeFeed => ({ sections, total: sections.length });

/** reading-discovery §9: 5 sections first, 5 more within 200 px of the bottom. */
export const HOME_SECTIONS_PER_PAGE = 5;
export const HOME_NEAR_BOTTOM_PX = 200;
export const FEATURED_AUTOPLAY_MS = 5500;
export const FEATURED_AUTOPLAY_LIMIT_INCREASE_MS = 5000;
export const NO_AUTOPLAY_BELOW_PX = 575;
export const CAROUSEL_PAGE = 5;

/**
 * The featured carousel's autoplay interval (reading-discovery §4): 5000 ms with the limit-increase
 * flag, 5500 ms without, and none (`null`) on screens narrower than 575 px.
 */
export function featuredAutoplayMs(limitIncrease: boolean, viewportWidth: number): number | null {
  if (viewportWidth < NO_AUTOPLAY_BELOW_PX) return null;
  return limitIncrease ? FEATURED_AUTOPLAY_LIMIT_INCREASE_MS : FEATURED_AUTOPLAY_MS;
}

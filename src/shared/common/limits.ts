/**
 * Display limits of reading-discovery §9, named once. Truncation is in characters (`truncate` in
 * ./format cuts on a word and ends with an ellipsis); "wide/narrow" pairs are rendered both ways
 * and chosen by the breakpoints below in CSS, so the server and the client render the same HTML.
 */
export const TEXT_LIMITS = {
  /** Hero (featured slide) description: 500 wide, 250 under 980 px, 100 under 575 px. */
  heroDescription: { wide: 500, medium: 250, narrow: 100 },
  /** Hero title: 200, 60 under 575 px. */
  heroTitle: { wide: 200, narrow: 60 },
  /** Hero tags: 3, 2 or 1 by width. */
  heroTags: { wide: 3, medium: 2, narrow: 1 },
  spotlightDescription: 290,
  /** Story preview: the signed-in catalog preview cuts at 220, the generic preview card at 400. */
  previewDescription: 220,
  previewCardDescription: 400,
  /** Similar-stories card 200 (100 in the similar list). */
  similarCardDescription: 200,
  similarListDescription: 100,
  similarStoryTitle: 45,
  storyItemTitle: 35,
  storyItemAuthor: 30,
  storyItemDescription: 170,
  recentSearchTerm: 30,
  /** Reader header: story title 36 (22 narrow), author 36 (16 narrow). */
  headerStoryTitle: { wide: 36, narrow: 22 },
  headerAuthor: { wide: 36, narrow: 16 },
} as const;

/** Tags on a story item: 3 on desktop, 2 otherwise (under 650 px). */
export const STORY_ITEM_TAGS = { desktop: 3, other: 2 } as const;
/** A tag is chosen for a card when shorter than 18 characters (10 on a card narrower than 200 px). */
export const TAG_MAX_CHARS = { wide: 18, narrow: 10, narrowCardPx: 200 } as const;
/** A tag list shows 3 tags by default (a stable "random" pick when there are more) and "+N more". */
export const TAG_LIST_DEFAULT = 3;

/** Breakpoints (px): narrow phones under 575, mobile up to 650; carousels change at 980 and 360. */
export const BREAKPOINT_NARROW = 575;
export const BREAKPOINT_MOBILE = 650;
export const BREAKPOINT_CAROUSEL = 980;
export const BREAKPOINT_SMALLEST = 360;

/** A loader (spinner) appears only when loading takes longer than this. */
export const LOADER_DELAY_MS = 500;

/**
 * Story carousels (reading-discovery §9): 5 stories wide, 2.5 at 980 px and under, 3.5 under 575 px,
 * 3 at 360 px and under; a story tile is never narrower than the default story width.
 */
export const CAROUSEL_STORY_WIDTH = 88;

/**
 * Continue reading (reading-discovery §9). Under 575 px the slides have fixed widths: the first
 * slide 213 px when it is the big "currentRead" card and 136 px otherwise; the other slides 178 px
 * when they are "currentRead" cards and 115 px otherwise. A 33 px divider separates the current
 * read(s) from the others. A touch swipe moves one slide only past 150 px; moves are throttled to
 * 300 ms; a reveal of the section reports at most 6 items as viewed.
 */
export const CONTINUE_READING = {
  slideWidth: { first: { big: 213, small: 136 }, other: { big: 178, small: 115 } },
  dividerPx: 33,
  swipeThresholdPx: 150,
  toggleThrottleMs: 300,
  trackedPerReveal: 6,
} as const;

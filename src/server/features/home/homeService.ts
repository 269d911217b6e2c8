import {
  feedOf,
  type ContinueReadingItem,
  type FeaturedSlide,
  type HomeFeed,
  type HomeSection,
  type RankedStory,
} from '../../../shared/home/api';
import { truncate } from '../../../shared/common/format';
import { TEXT_LIMITS } from '../../../shared/common/limits';
import type { ServiceContext } from '../../context';
import { now, toApiDate } from '../../db/dates';
import { NEW_PART_MS } from '../../../shared/stories/api';
import { findPartPlaces, partUrl, toStoryCard } from '../stories';
import { blockedTagRules, feedPreferences } from '../contentSettings';
import { hiddenAuthorNames } from '../safety';
import { hiddenAuthorRules } from './homeHidden';
import { featuredSlideIds, filterHomeSections, type FeedRules } from './sectionFilter';
import {
  findHomeCategories,
  findNewPartStories,
  findRecentPositions,
  findSectionRows,
  type CardQuery,
} from './homeQueries';

/** Sections are rebuilt at most every 5 minutes per (language, mature setting), or after `invalidateHome`. */
export const HOME_TTL_SECONDS = 300;
const CAROUSEL_SIZE = 12;
const RANKED_SIZE = 10;
const CATEGORY_SECTIONS = 8;
export const CONTINUE_READING_PATH = '/v5/home/continue-reading';

export interface HomeOptions {
  languageId: number;
  includeMature: boolean;
}

export const homeOptionsFor = (ctx: ServiceContext): HomeOptions => ({
  languageId: ctx.viewer?.languageId ?? ctx.languageId ?? 1,
  includeMature: false, // visitors; getHomeSections applies the viewer's own setting
});

/** Sections before the categories' (featured, continue reading, hot, fresh); promoted follows the third category. */
const LEADING_SECTIONS = 4;
const PROMOTED_AFTER_CATEGORY = 2;

/** How many category sections the first `count` sections of a feed with `available` categories hold. */
export function categoriesFor(count: number, available: number): number {
  let k = 0;
  while (k < available && LEADING_SECTIONS + k + (k > PROMOTED_AFTER_CATEGORY ? 1 : 0) < count) k++;
  return k;
}

/**
 * Builds the home feed from the database (reading-discovery §2 "Home feed"): the categories, then
 * the lists' rows in one statement; cards come from the rows alone (parts and tags are
 * denormalised on the story, src/server/db/storyStats.ts). With `count`, only the lists of the
 * first `count` sections are read (a page shows 5 first); `total` still counts every section the
 * whole feed has, since each category listed has a readable story (`findHomeCategories`).
 */
export async function buildSections(
  ctx: ServiceContext,
  o: HomeOptions,
  count = Infinity,
): Promise<HomeFeed> {
  const categories = await findHomeCategories(ctx.db, o, CATEGORY_SECTIONS);
  const built = categories.slice(0, categoriesFor(count, categories.length));
  const lists: CardQuery[] = [
    { ...o, completed: true, orderBy: 'vote_count', limit: 6 },
    { ...o, orderBy: 'read_count', limit: RANKED_SIZE },
    { ...o, orderBy: 'last_published_at', limit: CAROUSEL_SIZE },
    { ...o, orderBy: 'created_at', limit: 1, completed: false },
    ...built.map((c) => ({
      ...o,
      categoryId: Number(c.id),
      orderBy: 'read_count' as const,
      limit: CAROUSEL_SIZE,
    })),
  ];
  const cards = (await findSectionRows(ctx.db, lists)).map((rows) =>
    rows.map((r) => toStoryCard(r, ctx.origin)),
  );
  const [featured, hot, fresh, promotedPool, ...byCategory] = cards;

  const slides: FeaturedSlide[] = featured.slice(0, 5).map((s) => ({
    id: s.id,
    image: s.cover.replace(/-\d+-(?=[^-/]*$)/, '-512-'),
    heading: s.title,
    subheading: truncate(s.description, TEXT_LIMITS.heroDescription.wide), // cut again by width on the page
    weblink: s.url,
  }));
  const ranked: RankedStory[] = hot.map((s, offset) => ({ ...s, rank: offset + 1 }));
  const promoted = promotedPool[0];

  const sections: Omit<HomeSection, 'index'>[] = [];
  if (slides.length)
    sections.push({ type: 'featuredCarousel', data: { heading: 'Featured', items: slides } });
  sections.push({
    type: 'continueReading',
    data: { heading: 'Continue reading', items: [] },
    dynamic: { path: CONTINUE_READING_PATH },
  });
  if (ranked.length)
    sections.push({ type: 'rankedList', data: { heading: 'Hot right now', listItems: ranked } });
  if (fresh.length)
    sections.push({ type: 'storyCarousel', data: { heading: 'Fresh updates', items: fresh } });
  built.forEach((c, i) => {
    const items = byCategory[i];
    if (items.length) {
      sections.push({
        type: i % 3 === 2 ? 'storyRow' : 'storyCarousel',
        data: {
          heading: `Popular in ${c.name}`,
          items,
          weblink: `/stories/${encodeURIComponent(c.name.toLowerCase())}`,
        },
      } as Omit<HomeSection, 'index'>);
    }
    if (i === PROMOTED_AFTER_CATEGORY && promoted) {
      sections.push({
        type: 'promoted',
        data: {
          heading: 'Promoted',
          item: promoted,
          isPromoted: true,
          tracking: {
            clicks: [`/v5/home/track/click/${promoted.id}`],
            impressions: [`/v5/home/track/impression/${promoted.id}`],
          },
        },
      });
    }
  });
  const unbuilt = categories.length - built.length;
  const promotedUnbuilt =
    promoted && built.length <= PROMOTED_AFTER_CATEGORY && categories.length > PROMOTED_AFTER_CATEGORY;
  // A leading list came back empty (a near-empty site): too few sections to show; build them all.
  if (sections.length < count && unbuilt > 0) return buildSections(ctx, o);
  return {
    sections: sections.map((s, index) => ({ ...s, index }) as HomeSection),
    total: sections.length + unbuilt + (promotedUnbuilt ? 1 : 0),
  };
}

/**
 * The sections for the viewer: their mature setting picks the cached variant (visitors: none);
 * stories carrying their blocked tags (contentSettings/feedFilter.ts) and stories of the accounts
 * they mute, block or are blocked by (homeHidden.ts) are dropped after the cache.
 */
export async function getHomeSections(ctx: ServiceContext): Promise<HomeSection[]> {
  return (await getHomeFeed(ctx)).sections;
}

/**
 * The feed's first `count` sections at least (all of them when the whole feed is cached) and its
 * total, for the viewer. A cold cache builds only those: the page's first screen does not wait for
 * the lists below it, which `GET /v5/home` builds (and caches) when the reader scrolls. A reader
 * with blocked tags gets the whole feed: which sections their tags empty is only known from every
 * section's stories, and the first screen and the total must not count sections they never see.
 */
export async function getHomeFeed(ctx: ServiceContext, count = Infinity): Promise<HomeFeed> {
  const prefs = await feedPreferences(ctx);
  const o = { ...homeOptionsFor(ctx), includeMature: prefs.includeMature };
  // A visitor has nothing to continue: their feed leaves that section out (it would take one of the
  // first 5 places and show nothing), so one more section is built for their first screen.
  if (!ctx.viewer) return withoutContinueReading(await cachedFeed(ctx, o, count + 1));
  // Stories of the accounts the viewer mutes, blocks or is blocked by leave it too (issue 27), after
  // the cache as well: the same whole feed, since which sections they empty is only known from all.
  const hidden = await hiddenAuthorNames(ctx);
  if (!prefs.blockedTags.length && hidden.size === 0) return cachedFeed(ctx, o, count);
  const { sections } = await cachedFeed(ctx, o, Infinity);
  const slideIds = featuredSlideIds(sections);
  const rules = await Promise.all([
    blockedTagRules(ctx, slideIds, prefs.blockedTags),
    hiddenAuthorRules(ctx, slideIds, hidden),
  ]);
  return feedOf(
    filterHomeSections(
      sections,
      rules.filter((r): r is FeedRules => r !== null),
    ),
  );
}

/** The feed without its continue-reading section, the others' indices following on. */
function withoutContinueReading(feed: HomeFeed): HomeFeed {
  if (!feed.sections.some((s) => s.type === 'continueReading')) return feed;
  const sections = feed.sections
    .filter((s) => s.type !== 'continueReading')
    .map((s, index) => ({ ...s, index }));
  return { sections, total: feed.total - 1 };
}

/**
 * The feed from the shared cache (Redis when configured) or freshly built: the whole feed under
 * one key, a first page (of `count` sections) under its own.
 */
async function cachedFeed(ctx: ServiceContext, o: HomeOptions, count: number): Promise<HomeFeed> {
  const version = await ctx.kv.version('home');
  const key = `home:v${version}:${o.languageId}:${o.includeMature ? 1 : 0}:${ctx.origin}`;
  const all = await ctx.kv.getJson<HomeSection[]>(key);
  if (all) return feedOf(all);
  const partial = Number.isFinite(count);
  const partKey = `${key}:first${count}`;
  const hit = partial ? await ctx.kv.getJson<HomeFeed>(partKey) : null;
  if (hit) return hit;
  const feed = await buildSections(ctx, o, count);
  if (partial) await ctx.kv.setJson(partKey, feed, HOME_TTL_SECONDS);
  else await ctx.kv.setJson(key, feed.sections, HOME_TTL_SECONDS);
  return feed;
}

/** Call when stories change (publish, delete, …): every process rebuilds its sections. */
export const invalidateHome = (ctx: ServiceContext): Promise<void> => ctx.kv.bump('home');

/** How many stories continue reading lists. */
const CONTINUE_READING_SIZE = 10;

/**
 * The signed-in reader's stories in progress (the continue-reading section's dynamic path): their
 * reading positions, most recent first, then stories with a part published in the last 14 days
 * (now or by the scheduler) by writers they follow or in their library, where they have no
 * position yet, each at its newest part (writing-paid-content §4: followers and library readers
 * see the new part on continue reading).
 */
export async function getContinueReading(ctx: ServiceContext): Promise<ContinueReadingItem[]> {
  if (!ctx.viewer) return [];
  const newSince = new Date(now().getTime() - NEW_PART_MS);
  const [positions, fresh, hidden] = await Promise.all([
    findRecentPositions(ctx.db, ctx.viewer.id, CONTINUE_READING_SIZE),
    findNewPartStories(ctx.db, ctx.viewer.id, newSince, CONTINUE_READING_SIZE),
    hiddenAuthorNames(ctx), // muted, blocked and blocking writers' stories leave it (issue 27)
  ]);
  const rows = [
    ...positions.map((p) => ({ row: p, partId: Number(p.position_part_id), started: true })),
    ...fresh.map((p) => ({ row: p, partId: Number(p.new_part_id), started: false })),
  ].filter((r) => !hidden.has(String(r.row.username).toLowerCase()));
  if (!rows.length) return [];
  const places = await findPartPlaces(
    ctx.db,
    rows.map((r) => r.partId),
    newSince,
  );
  // The first story still readable at its part is the one to pick up; the rest continue.
  const reading = rows
    .flatMap((r) => {
      const place = places.get(r.partId);
      return place && place.storyId === Number(r.row.id) ? [{ ...r, place }] : [];
    })
    .slice(0, CONTINUE_READING_SIZE);
  return reading.map(({ row, partId, started, place }, i): ContinueReadingItem => {
    const card = toStoryCard(row, ctx.origin);
    const current = i === 0 && started;
    return {
      id: card.id,
      title: card.title,
      cover: card.cover,
      type: current ? 'currentRead' : 'others',
      heading: current ? 'Pick up where you left off' : 'Continue reading',
      total_parts: place.total,
      current_part: {
        id: partId,
        number: place.number,
        url: partUrl(ctx.origin, partId, card.title, place.title),
      },
      // The parts ahead of the reader that are new by the spec's rule (published in the last 14 days);
      // a story not started yet is at its new part, which counts too.
      new_parts: place.newAfter + (started ? 0 : 1),
      last_pub_date: toApiDate(row.last_published_at),
    };
  });
}

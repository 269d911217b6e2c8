import type { ContinueReadingItem, FeaturedSlide, HomeSection, RankedStory } from '../../../shared/api/home';
import type { StoryCard } from '../../../shared/api/stories';
import { truncate } from '../../../shared/text/format';
import { TEXT_LIMITS } from '../../../shared/text/limits';
import type { ServiceContext } from '../../context';
import { toApiDate } from '../../db/knex';
import { findPublishedPartIds, findTagNames, type StoryRow } from '../stories/storiesQueries';
import { feedPreferences } from '../contentSettings/contentSettingsService';
import { withoutBlockedTags } from '../contentSettings/feedFilter';
import { partUrl, toStoryCard } from '../stories/storiesMapping';
import {
  findCardRows,
  findCardRowsByIds,
  findHomeCategories,
  findPartTitles,
  findRecentPositions,
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

/** Cards for several lists of rows at once: one tags query and one parts query for all of them. */
async function cardLists(ctx: ServiceContext, lists: StoryRow[][]): Promise<StoryCard[][]> {
  const ids = [...new Set(lists.flat().map((r) => Number(r.id)))];
  const [tags, parts] = await Promise.all([findTagNames(ctx.db, ids), findPublishedPartIds(ctx.db, ids)]);
  return lists.map((rows) =>
    rows.map((r) => toStoryCard(r, ctx.origin, tags.get(Number(r.id)) ?? [], parts.get(Number(r.id)) ?? [])),
  );
}

const rowsOf = (ctx: ServiceContext, o: HomeOptions, q: Omit<CardQuery, keyof HomeOptions>) =>
  findCardRows(ctx.db, { ...o, ...q });

/**
 * Builds every section of the home feed from the database (reading-discovery §2 "Home feed"): the
 * lists' rows first, then every card's tags and parts in two queries (not two per list).
 */
export async function buildSections(ctx: ServiceContext, o: HomeOptions): Promise<HomeSection[]> {
  const categories = await findHomeCategories(ctx.db, o.languageId, CATEGORY_SECTIONS);
  const rowLists = await Promise.all([
    rowsOf(ctx, o, { completed: true, orderBy: 'vote_count', limit: 6 }),
    rowsOf(ctx, o, { orderBy: 'read_count', limit: RANKED_SIZE }),
    rowsOf(ctx, o, { orderBy: 'last_published_at', limit: CAROUSEL_SIZE }),
    rowsOf(ctx, o, { orderBy: 'created_at', limit: 1, completed: false }),
    ...categories.map((c) =>
      rowsOf(ctx, o, { categoryId: Number(c.id), orderBy: 'read_count', limit: CAROUSEL_SIZE }),
    ),
  ]);
  const [featured, hot, fresh, promotedPool, ...byCategory] = await cardLists(ctx, rowLists);

  const slides: FeaturedSlide[] = featured.slice(0, 5).map((s) => ({
    id: s.id,
    image: s.cover.replace(/-\d+-(?=[^-/]*$)/, '-512-'),
    heading: s.title,
    subheading: truncate(s.description, TEXT_LIMITS.heroDescription.wide), // cut again by width on the page
    weblink: s.url,
  }));
  const ranked: RankedStory[] = hot.map((s, offset) => ({ ...s, rank: offset + 1 }));

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
  categories.forEach((c, i) => {
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
    if (i === 2 && promotedPool[0]) {
      const id = promotedPool[0].id;
      sections.push({
        type: 'promoted',
        data: {
          heading: 'Promoted',
          item: promotedPool[0],
          isPromoted: true,
          tracking: {
            clicks: [`/v5/home/track/click/${id}`],
            impressions: [`/v5/home/track/impression/${id}`],
          },
        },
      });
    }
  });
  return sections.map((s, index) => ({ ...s, index }) as HomeSection);
}

/**
 * The sections for the viewer: their mature setting picks the cached variant (visitors: none) and
 * stories carrying their blocked tags are dropped after the cache (contentSettings/feedFilter.ts).
 */
export async function getHomeSections(ctx: ServiceContext): Promise<HomeSection[]> {
  const prefs = await feedPreferences(ctx);
  const o = { ...homeOptionsFor(ctx), includeMature: prefs.includeMature };
  return withoutBlockedTags(ctx, await cachedSections(ctx, o), prefs.blockedTags);
}

/** The sections, from the shared cache (Redis when configured) or freshly built. */
async function cachedSections(ctx: ServiceContext, o: HomeOptions): Promise<HomeSection[]> {
  if (!ctx.kv) return buildSections(ctx, o);
  const version = await ctx.kv.version('home');
  const key = `home:v${version}:${o.languageId}:${o.includeMature ? 1 : 0}:${ctx.origin}`;
  const hit = await ctx.kv.getJson<HomeSection[]>(key);
  if (hit) return hit;
  const sections = await buildSections(ctx, o);
  await ctx.kv.setJson(key, sections, HOME_TTL_SECONDS);
  return sections;
}

/** Call when stories change (publish, delete, …): every process rebuilds its sections. */
export const invalidateHome = (ctx: ServiceContext): Promise<void> =>
  ctx.kv?.bump('home') ?? Promise.resolve();

/** The signed-in reader's stories in progress (the continue-reading section's dynamic path). */
export async function getContinueReading(ctx: ServiceContext): Promise<ContinueReadingItem[]> {
  if (!ctx.viewer) return [];
  const positions = await findRecentPositions(ctx.db, ctx.viewer.id, 10);
  if (!positions.length) return [];
  const storyIds = positions.map((p) => Number(p.story_id));
  const [rows, parts, titles] = await Promise.all([
    findCardRowsByIds(ctx.db, storyIds),
    findPublishedPartIds(ctx.db, storyIds),
    findPartTitles(
      ctx.db,
      positions.map((p) => Number(p.part_id)),
    ),
  ]);
  return positions.flatMap((p, i): ContinueReadingItem[] => {
    const row = rows.get(Number(p.story_id));
    const published = parts.get(Number(p.story_id)) ?? [];
    const number = published.findIndex((x) => x.id === Number(p.part_id)) + 1;
    if (!row || number === 0) return [];
    return [
      {
        id: String(row.id),
        title: row.title,
        cover: toStoryCard(row, ctx.origin, [], published).cover,
        type: i === 0 ? 'currentRead' : 'others',
        heading: i === 0 ? 'Pick up where you left off' : 'Continue reading',
        total_parts: published.length,
        current_part: {
          id: Number(p.part_id),
          number,
          url: partUrl(ctx.origin, Number(p.part_id), row.title, titles.get(Number(p.part_id)) ?? ''),
        },
        new_parts: published.length - number,
        last_pub_date: toApiDate(row.modified_at as never),
      },
    ];
  });
}

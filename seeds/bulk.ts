/** Generated writers, readers and stories for the demo and bench sizes (on top of the tiny fixtures). */
import { addDays } from './generate';
import * as P from './prose';
import type { Rng } from './random';
import type { PartSeed, StorySeed } from './store';
import type { UserSeed } from './users';
import type { Flavour } from './words';
import { CATEGORY_FLAVOUR, COUNTRIES, FIRST_NAMES, FLAVOURS, SURNAMES, USER_WORDS } from './words';

/** [category id, weight] — roughly what a storytelling community publishes. Classics is not a writing genre. */
const CATEGORY_WEIGHTS: Array<readonly [number, number]> = [
  [4, 18],
  [3, 10],
  [1, 9],
  [6, 7],
  [8, 6],
  [5, 5],
  [9, 4],
  [12, 4],
  [22, 4],
  [18, 3],
  [11, 3],
  [14, 3],
  [7, 3],
  [23, 3],
  [2, 2],
  [17, 2],
  [21, 4],
  [24, 2],
  [30, 3],
  [31, 2],
  [13, 1],
  [16, 1],
  [32, 1],
  [19, 1],
];

/** [language id, code, weight]. */
const LANGUAGE_WEIGHTS: Array<readonly [readonly [number, string], number]> = [
  [[1, 'en'], 70],
  [[2, 'fr'], 9],
  [[5, 'es'], 8],
  [[6, 'pt'], 5],
  [[4, 'de'], 3],
  [[3, 'it'], 2],
  [[18, 'en'], 1],
  [[20, 'en'], 1],
  [[23, 'en'], 1],
];

const GENERIC_TAGS =
  'fiction|ongoing|love|drama|friendship|family|mystery|magic|bestseller|lgbt|diverse|darkromance'.split('|');

/** Writes paragraphs for a part: `count` is a suggestion the source may ignore. */
export type TextSource = (rng: Rng, cast: P.Cast, count: number) => string[];

export const proseSource: TextSource = (rng, cast, count) =>
  cast.flavour === 'poetry' ? P.poemStanzas(rng, cast, Math.min(count, 6)) : P.paragraphs(rng, cast, count);

/** A unique username (≤ 20 chars) such as `mara_ink` or `theowrites42`; `taken` is updated. */
function username(rng: Rng, first: string, taken: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    const base = `${first.toLowerCase()}${rng.pick(['_', ''])}${rng.pick(USER_WORDS)}`;
    const name = (attempt < 2 ? base : `${base.slice(0, 14)}${rng.int(1, 99999)}`).slice(0, 20);
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

export interface UserOptions {
  passwordHash: string;
  now: Date;
  writer: boolean;
  /** Usernames already used (updated). */
  taken: Set<string>;
}

export function makeUser(rng: Rng, id: number, { passwordHash, now, writer, taken }: UserOptions): UserSeed {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(SURNAMES);
  const flavour = rng.pick(Object.values(CATEGORY_FLAVOUR));
  return {
    id,
    username: username(rng, first, taken),
    displayName: `${first} ${last}`,
    passwordHash,
    description: writer ? `Writing ${FLAVOURS[flavour].tags[0]} and drinking too much tea.` : '',
    avatarVersion: rng.token(6),
    country: rng.pick(COUNTRIES),
    pronouns: rng.pick(['F', 'M', 'O', null, null]),
    verifiedEmail: rng.chance(0.9),
    isVerified: writer && rng.chance(0.1),
    isPremium: rng.chance(0.08),
    createdAt: addDays(now, -rng.int(30, 900)),
  };
}

export interface StoryPlanOptions {
  now: Date;
  minParts: number;
  maxParts: number;
  minParagraphs: number;
  maxParagraphs: number;
  text: TextSource;
  /** Titles already used: a repeat is re-rolled a few times (demo); omit to allow repeats (bench). */
  titles?: Set<string>;
}

function uniqueTitle(rng: Rng, flavour: Flavour, code: string, titles?: Set<string>): string {
  let title = P.storyTitle(rng, flavour, code);
  for (let i = 0; titles && titles.has(title) && i < 8; i++) title = P.storyTitle(rng, flavour, code);
  titles?.add(title);
  return title;
}

/** One generated story with its parts; dates within the last two years and never in the future. */
export function makeStory(rng: Rng, id: number, userId: number, o: StoryPlanOptions): StorySeed {
  const categoryId = rng.weighted(CATEGORY_WEIGHTS);
  const flavour = CATEGORY_FLAVOUR[categoryId] ?? 'contemporary';
  const [languageId, code] = rng.weighted(LANGUAGE_WEIGHTS);
  const cast = P.makeCast(rng, flavour);
  const roll = rng.next();
  const count =
    roll < 0.1
      ? rng.int(1, 3)
      : roll < 0.92
        ? rng.int(o.minParts, o.maxParts)
        : rng.int(o.maxParts, o.maxParts * 2);
  const completed = rng.chance(0.4);
  const mature = ['romance', 'horror', 'paranormal'].includes(flavour) ? rng.chance(0.25) : rng.chance(0.04);
  const paid = count >= 6 && rng.chance(0.05);
  const ageDays = rng.int(1, 730);
  const createdAt = addDays(o.now, -ageDays);
  const span = Math.max(0.5, ageDays - (completed ? rng.int(0, ageDays / 2) : rng.int(0, 10)));
  const step = Math.min(rng.int(2, 14), span / count);
  let reads = rng.powerLaw(400_000, 4) + rng.int(20, 400);
  const parts: PartSeed[] = [];
  for (let i = 0; i < count; i++) {
    const partAt = addDays(createdAt, i * step + rng.next() * 0.3);
    parts.push({
      title: P.partTitle(rng, i + 1, code),
      paragraphs: o.text(rng, cast, rng.int(o.minParagraphs, o.maxParagraphs)),
      createdAt: partAt.getTime() > o.now.getTime() ? o.now : partAt,
      readCount: reads,
      voteCount: Math.floor(reads * (0.02 + rng.next() * 0.06)),
      commentCount: Math.floor(reads * rng.next() * 0.008),
      ...(paid && i >= 3 ? { isFreePart: false, paidModel: 'paid_story', price: 5 } : {}),
    });
    reads = Math.floor(reads * (0.75 + rng.next() * 0.2));
  }
  if (!completed && count > 2 && rng.chance(0.2))
    Object.assign(parts[count - 1], { draft: true, readCount: 0 });
  if (count > 4 && rng.chance(0.05)) parts[1].deletedAt = addDays(parts[1].createdAt, 1);
  const tags = [
    ...rng.sample(FLAVOURS[flavour].tags, rng.int(2, 4)),
    ...rng.sample(GENERIC_TAGS, rng.int(0, 2)),
  ];
  return {
    id,
    userId,
    title: uniqueTitle(rng, flavour, code, o.titles),
    description: P.storyDescription(rng, cast),
    languageId,
    categoryId,
    copyright: rng.weighted([
      [1, 85],
      [2, 2],
      [3, 4],
      [4, 3],
      [5, 2],
      [6, 2],
      [7, 1],
      [8, 1],
    ] as const),
    rating: mature ? 4 : 0,
    completed,
    isPaywalled: paid,
    paidModel: paid ? 'paid_story' : null,
    price: paid ? rng.int(4, 30) * 10 : null,
    coverVersion: rng.token(6),
    createdAt,
    tags: completed ? [...tags, 'completed'] : tags,
    parts,
  };
}

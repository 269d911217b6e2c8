/** The tiny data set for automated tests: fixed fixtures (see fixtures.ts), fast (< 2 s on SQLite). */
import type { Knex } from 'knex';
import * as F from './fixtures';
import { addDays, castFor, genParts } from './generate';
import { hashPassword } from './passwords';
import * as P from './prose';
import { Rng } from './random';
import { insertRows, StoryWriter, type PartSeed, type StorySeed } from './store';
import { userRow, type UserSeed } from './users';
import type { Flavour } from './words';

export interface SizeOptions {
  now: Date;
  log: (line: string) => void;
  /** The admin's password (tiny: always ADMIN_PASSWORD; demo/bench: env ADMIN_PASSWORD or the default). */
  adminPassword?: string;
}

const U = F.USERS;
const S = F.TINY_STORIES;

// key, owner, title, language, category, flavour, created (days from now), days between parts, tags
type Plan = [F.TinyStoryKey, number, string, number, number | null, Flavour, number, number, string];
const PLAN: Plan[] = [
  ['long', U.ava.id, F.LONG_STORY_TITLE, 1, 3, 'fantasy', -400, 7, 'fantasy|magic|queen|completed'],
  ['ongoing', U.bram.id, 'Harbour Lights', 1, 4, 'romance', -60, 10, 'romance|slowburn|harbour'],
  ['mature', U.dev.id, 'Crimson Hours', 1, 9, 'horror', -90, 5, 'horror|mature|haunted'],
  ['script', U.dev.id, F.SCRIPT_STORY_TITLE, 1, 7, 'contemporary', -30, 1, 'humor|code'],
  ['deleted', U.elio.id, 'The Vanishing Draft', 1, 8, 'mystery', -120, 3, 'mystery'],
  [
    'french',
    U.celine.id,
    'La Reine de Sel',
    F.FRENCH_LANGUAGE_ID,
    3,
    'fantasy',
    -150,
    9,
    'fantasy|reine|magie',
  ],
  ['paid', U.bram.id, 'Gilded Oath', 1, 3, 'fantasy', -200, 14, 'fantasy|royalty|paid'],
  ['draft', U.elio.id, 'Untitled Thoughts', 1, null, 'contemporary', -2, 1, ''],
  ['mystery', U.ava.id, 'The Midnight Witness', 1, 8, 'mystery', -80, 6, 'mystery|detective|secrets'],
  ['scifi', U.celine.id, 'Silent Orbit', 1, 5, 'scifi', -250, 20, 'scifi|space'],
  ['teen', U.elio.id, 'Loud Summer', 1, 1, 'contemporary', -20, 4, 'teenfiction|highschool|summer'],
  ['spanish', U.dev.id, 'La Reina de Sal', 5, 4, 'romance', -40, 8, 'romance|amor'],
];

// Votes (user, story, part index): in tiny the counters match the votes table exactly.
const VOTES: Array<[number, F.TinyStoryKey, number]> = [
  [U.rosa.id, 'long', 0],
  [U.rosa.id, 'long', 1],
  [U.rosa.id, 'long', 2],
  [U.sam.id, 'long', 0],
  [U.rosa.id, 'ongoing', 0],
  [U.mona.id, 'ongoing', 0],
  [U.mona.id, 'mature', 0],
];

const LANGUAGE_CODES: Record<number, string> = { 1: 'en', 2: 'fr', 5: 'es' };

export async function seedTiny(db: Knex, { now, log, adminPassword }: SizeOptions): Promise<void> {
  const rng = new Rng('storyloom-tiny');
  const at = (days: number) => addDays(now, days);
  const [adminHash, demoHash] = await Promise.all([
    hashPassword(adminPassword ?? F.ADMIN_PASSWORD),
    hashPassword(F.DEMO_PASSWORD),
  ]);
  const user = (
    u: Omit<UserSeed, 'passwordHash' | 'avatarVersion' | 'createdAt'>,
    days: number,
  ): UserSeed => ({
    passwordHash: u.id === F.ADMIN_USER_ID ? adminHash : demoHash,
    avatarVersion: rng.token(6),
    createdAt: at(days),
    ...u,
  });
  const users: UserSeed[] = [
    user({ ...U.admin, displayName: 'Storyloom Admin', isSysadmin: true, isStaff: true }, -800),
    user(
      { ...U.ava, displayName: 'Ava Ashdown', isVerified: true, description: 'Salt, crowns and slow burns.' },
      -700,
    ),
    user({ ...U.bram, displayName: 'Bram Stone', country: 'GB', isPremium: true }, -650),
    user({ ...U.celine, displayName: 'Céline Moreau', languageId: 2, country: 'FR' }, -600),
    user({ ...U.dev, displayName: 'Dev Dawn', pronouns: 'O', highlightColour: '#7b2cbf' }, -550),
    user({ ...U.elio, displayName: 'Elio Ink', birthdate: '1999-04-12' }, -500),
    user({ ...U.rosa, displayName: 'Rosa Reads', pronouns: 'F' }, -300),
    user({ ...U.sam, displayName: 'Sam', verifiedEmail: false }, -10),
    user({ ...U.mona, displayName: 'Mona Vale', isAmbassador: true }, -400),
  ];
  await insertRows(db, 'users', users.map(userRow));

  const special = specialParts(rng, at);
  const extra: Partial<Record<F.TinyStoryKey, Partial<StorySeed>>> = {
    long: { completed: true },
    mature: { rating: 4 },
    deleted: { deletedAt: at(-5) },
    paid: { completed: true, isPaywalled: true, paidModel: 'paid_story', price: F.PAID_STORY_PRICE },
    scifi: { completed: true, copyright: 3 },
  };
  const stories: StorySeed[] = PLAN.map(
    ([key, userId, title, languageId, categoryId, flavour, days, step, tags]) => {
      const cast = special[key]?.cast ?? castFor(rng, flavour);
      const parts =
        special[key]?.parts ??
        genParts(rng, cast, {
          count: S[key].partIds.length,
          code: LANGUAGE_CODES[languageId],
          start: at(days),
          stepDays: step,
          minParagraphs: 4,
          maxParagraphs: 8,
          firstReads: key === 'long' ? 5200 : 40,
        });
      const description = P.storyDescription(rng, cast);
      const base = { id: S[key].id, userId, title, description, languageId, categoryId, createdAt: at(days) };
      return { ...base, coverVersion: rng.token(6), tags: tags ? tags.split('|') : [], parts, ...extra[key] };
    },
  );
  for (const s of stories) {
    s.parts.forEach((p, i) => {
      p.voteCount = VOTES.filter(([, key, idx]) => S[key].id === s.id && idx === i).length;
    });
  }

  const writer = new StoryWriter(db, F.PART_ID_BASE + 1);
  await writer.write(stories);
  const votes = VOTES.map(([userId, key, idx], i) => ({
    user_id: userId,
    part_id: S[key].partIds[idx],
    story_id: S[key].id,
    created_at: at(-30 + i),
  }));
  await insertRows(db, 'votes', votes);
  const position = (story: F.TinyStoryKey, part: number, fraction: number, days: number) => ({
    user_id: U.rosa.id,
    story_id: S[story].id,
    part_id: S[story].partIds[part],
    position: fraction,
    updated_at: at(days),
  });
  await insertRows(db, 'reading_positions', [position('long', 2, 0.4, -1), position('ongoing', 0, 1, -2)]);
  log(
    `tiny: ${users.length} users, ${stories.length} stories, ${writer.nextPartId - F.PART_ID_BASE - 1} parts`,
  );
}

type Special = Partial<Record<F.TinyStoryKey, { parts: PartSeed[]; cast?: P.Cast }>>;

/** The hand-shaped parts: ongoing (deleted/draft/scheduled), paid (paywalled/bonus), script, draft. */
function specialParts(rng: Rng, at: (days: number) => Date): Special {
  const gen = (cast: P.Cast, count: number, start: number, stepDays: number) =>
    genParts(rng, cast, {
      count,
      start: at(start),
      stepDays,
      minParagraphs: 4,
      maxParagraphs: 7,
      firstReads: 60,
    });

  const ongoingCast = castFor(rng, 'romance');
  const ongoing = gen(ongoingCast, 7, -60, 10);
  Object.assign(ongoing[3], { createdAt: at(-20), deletedAt: at(-15) });
  Object.assign(ongoing[4], { createdAt: at(-3) });
  Object.assign(ongoing[5], { createdAt: at(-1), draft: true, readCount: 0, commentCount: 0 });
  Object.assign(ongoing[6], {
    createdAt: at(-1),
    draft: true,
    scheduledAt: at(3),
    readCount: 0,
    commentCount: 0,
  });

  const paidCast = castFor(rng, 'fantasy');
  const paid = gen(paidCast, 8, -200, 14);
  for (const p of paid.slice(3, 7))
    Object.assign(p, { isFreePart: false, paidModel: 'paid_story', price: 5 });
  Object.assign(paid[7], {
    title: 'Exclusive: The Queen\u2019s Letter',
    isFreePart: false,
    paidModel: 'paid_bonus',
    bonusType: 0,
    chapterDescription: 'The letter the queen never sent, in her own words.',
    authorNote: 'Thank you for reading all the way here. This one is for you.',
    price: 15,
  });

  const script: PartSeed[] = [
    { title: 'Chapter 1: Escapes', paragraphs: F.SCRIPT_PART_PARAGRAPHS, createdAt: at(-30) },
    {
      title: 'Chapter 2: Plain Text',
      paragraphs: P.paragraphs(rng, castFor(rng, 'contemporary'), 4),
      createdAt: at(-29),
    },
  ];
  const draft: PartSeed[] = [
    { title: 'Untitled Part 1', paragraphs: ['Just an idea for now.'], createdAt: at(-2), draft: true },
  ];
  return {
    ongoing: { parts: ongoing, cast: ongoingCast },
    paid: { parts: paid, cast: paidCast },
    script: { parts: script },
    draft: { parts: draft },
  };
}

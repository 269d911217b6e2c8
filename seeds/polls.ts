/**
 * Polls for the demo seed (migrations …310–312): a poll on the first and latest parts of the most
 * read stories (the tiny seed's "The Salt Queen" first), answered by readers and by visitors'
 * browsers, so results look alive. Rows get explicit ids; the counts (each option's and the poll's
 * total) are computed here and written with the rows, as the answer API keeps them.
 */
import type { Knex } from 'knex';
import * as F from './fixtures';
import { addDays } from './generate';
import { Rng } from './random';
import { insertRows, type Row } from './store';

/** Question and answers, each within the editor's rules (3–200, 1–140, 2–5 answers, no URLs). */
const POLLS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Who do you trust the most so far?', ['The captain', 'The stranger', 'Nobody, honestly']],
  ['Should they have opened the letter?', ['Yes, obviously', 'No, never', 'Not yet']],
  [
    'How are you feeling after this part?',
    ['Shocked', 'Heartbroken', 'Hyped for more', 'Suspicious of everyone'],
  ],
  ['Which ending do you want?', ['Happy ever after', 'Bittersweet', 'Total chaos']],
  [
    'Who is your favourite character?',
    ['The heroine', 'The rival', 'The best friend', 'The villain', 'The cat'],
  ],
  ['Did you see that twist coming?', ['Called it from chapter one', 'Not at all']],
  ['Where should the next part take us?', ['Back to the city', 'Across the sea', 'Into the past']],
  ['Ship it or skip it?', ['Ship it', 'Skip it', 'Still deciding']],
];

const POPULAR_STORIES = 24;

export async function seedDemoPolls(
  db: Knex,
  o: { now: Date; log: (line: string) => void; readerIds: readonly number[] },
): Promise<void> {
  const rng = new Rng('storyloom-demo-polls');
  const stories = (await db('stories')
    .whereNull('deleted_at')
    .orderBy([
      { column: 'read_count', order: 'desc' },
      { column: 'id', order: 'asc' },
    ])
    .limit(POPULAR_STORIES)
    .select('id', 'user_id')) as { id: number; user_id: number }[];
  const long = { id: F.LONG_STORY_ID, user_id: F.WRITER_USER_ID };
  const targets = [long, ...stories.filter((s) => Number(s.id) !== F.LONG_STORY_ID)];

  const polls: Row[] = [];
  const options: Row[] = [];
  const answers: Row[] = [];
  let pollId = 1;
  let optionId = 1;
  for (const story of targets) {
    const parts = (await db('parts')
      .where({ story_id: story.id, draft: false })
      .whereNull('deleted_at')
      .orderBy('position')
      .pluck('id')) as number[];
    if (!parts.length) continue;
    const chosen = [...new Set([parts[0], parts[parts.length - 1]])];
    for (const partId of chosen) {
      const [question, texts] = rng.pick(POLLS);
      const ids = texts.map(() => optionId++);
      const counts = ids.map(() => 0);
      // Readers who vote for a favourite, plus a crowd of anonymous browsers.
      const voters = rng.sample(
        o.readerIds.filter((id) => id !== Number(story.user_id)),
        rng.int(5, 25),
      );
      const favourite = rng.int(0, ids.length - 1);
      const pick = () => (rng.chance(0.45) ? favourite : rng.int(0, ids.length - 1));
      for (const userId of voters) {
        const i = pick();
        counts[i]++;
        answers.push(answer(pollId, ids[i], userId, null, addDays(o.now, -rng.int(0, 60))));
      }
      const visitors = rng.int(10, 120);
      for (let v = 0; v < visitors; v++) {
        const i = pick();
        counts[i]++;
        answers.push(answer(pollId, ids[i], null, `seed-${pollId}-${v}`, addDays(o.now, -rng.int(0, 60))));
      }
      polls.push({
        id: pollId,
        story_id: story.id,
        part_id: partId,
        user_id: story.user_id,
        type: 'singleAnswerPoll',
        question,
        answer_count: counts.reduce((a, b) => a + b, 0),
        created_at: addDays(o.now, -rng.int(61, 200)),
      });
      texts.forEach((text, i) =>
        options.push({ id: ids[i], poll_id: pollId, position: i, text, answer_count: counts[i] }),
      );
      pollId++;
    }
  }
  await insertRows(db, 'polls', polls);
  await insertRows(db, 'poll_options', options);
  await insertRows(
    db,
    'poll_answers',
    answers.map((a, i) => ({ id: i + 1, ...a })),
  );
  o.log(`demo: ${polls.length} polls, ${answers.length} poll answers`);
}

function answer(
  pollId: number,
  optionId: number,
  userId: number | null,
  visitorKey: string | null,
  at: Date,
): Row {
  return { poll_id: pollId, option_id: optionId, user_id: userId, visitor_key: visitorKey, created_at: at };
}

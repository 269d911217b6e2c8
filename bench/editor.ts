/**
 * Saving a part in the editor (issue 28 #2): `PUT /v4/parts/{partId}/text` of a 5,000-word part
 * (100 paragraphs of 50 words, with bold and italic) answers in p95 ≤ 100 ms. Sequential requests
 * against the running bench server, as the story's owner (an API session: `POST /v4/sessions`,
 * then `Authorization: Bearer`), so each save runs everything a save runs: the session, zod,
 * sanitize-html, the paragraph ids and one transaction with the story's counts. Each save changes
 * one paragraph, as an autosave after a pause in typing does. The bench creates a draft part for
 * this in a writer's story and removes it from the bench database afterwards.
 */
import knex from 'knex';
import { DEMO_PASSWORD } from '../seeds/fixtures';

export const TARGET_EDITOR_SAVE_P95_MS = 100;
/** 100 saves (plus the log-in, the new part and its first save) stay under the write rate limit (120 a minute). */
export const EDITOR_SAVES = 100;
const PARAGRAPHS = 100;
const WORDS = 50;

export interface EditorSaveTiming {
  words: number;
  htmlChars: number;
  saves: number;
  p50: number;
  p95: number;
  maxMs: number;
  non2xx: number;
  target: number;
  ok: boolean;
}

const LEXICON = 'salt crown queen harbour letter ember tide silver lantern whisper'.split(' ');

function paragraph(i: number, edit: number): string {
  const words = Array.from({ length: WORDS }, (_, w) => LEXICON[(i * 7 + w * 3 + edit) % LEXICON.length]);
  words[3] = `<strong>${words[3]}</strong>`;
  words[9] = `<em>${words[9]}</em>`;
  return `<p>${words.join(' ')}${edit ? ` (${edit})` : ''}.</p>`;
}

const pct = (sorted: number[], p: number): number =>
  Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1));

/** A writer of the bench database with a story (their password is the seeds' demo password). */
async function benchWriter(dbFile: string): Promise<{ username: string; storyId: number }> {
  const db = knex({ client: 'better-sqlite3', connection: { filename: dbFile }, useNullAsDefault: true });
  try {
    const row = (await db('stories as s')
      .join('users as u', 'u.id', 's.user_id')
      .whereNull('s.deleted_at')
      .orderBy('s.id')
      .first('u.username', 's.id')) as { username: string; id: number } | undefined;
    if (!row) throw new Error('the bench database has no story');
    return { username: row.username, storyId: Number(row.id) };
  } finally {
    await db.destroy();
  }
}

async function removePart(dbFile: string, partId: number): Promise<void> {
  const db = knex({ client: 'better-sqlite3', connection: { filename: dbFile }, useNullAsDefault: true });
  try {
    await db.transaction(async (trx) => {
      await trx('part_texts').where({ part_id: partId }).delete();
      await trx('parts').where({ id: partId }).delete();
    });
  } finally {
    await db.destroy();
  }
}

export async function editorSaveTiming(
  baseUrl: string,
  dbFile: string,
  saves = EDITOR_SAVES,
): Promise<EditorSaveTiming> {
  const { username, storyId } = await benchWriter(dbFile);
  const login = await fetch(
    `${baseUrl}/v4/sessions?type=web&username=${encodeURIComponent(username)}&password=${encodeURIComponent(DEMO_PASSWORD)}`,
    { method: 'POST' },
  );
  if (login.status !== 200) throw new Error(`log-in as ${username} answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    accept: 'application/json',
  };
  const created = await fetch(`${baseUrl}/v4/stories/${storyId}/parts`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  if (created.status !== 200) throw new Error(`creating a part answered ${created.status}`);
  const partId = ((await created.json()) as { id: number }).id;
  try {
    const base = Array.from({ length: PARAGRAPHS }, (_, i) => paragraph(i, 0));
    const put = async (html: string) => {
      const res = await fetch(`${baseUrl}/v4/parts/${partId}/text`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ title: 'Bench part', text: html }),
      });
      await res.arrayBuffer();
      return res.status;
    };
    await put(base.join('')); // the first save stores every paragraph
    const times: number[] = [];
    let non2xx = 0;
    for (let n = 1; n <= saves; n++) {
      const html = base.map((p, i) => (i === n % PARAGRAPHS ? paragraph(i, n) : p)).join('');
      const started = process.hrtime.bigint();
      const status = await put(html);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (status !== 200) non2xx++;
    }
    times.sort((a, b) => a - b);
    const p95 = pct(times, 95);
    return {
      words: PARAGRAPHS * WORDS,
      htmlChars: base.join('').length,
      saves,
      p50: pct(times, 50),
      p95,
      maxMs: Number(times[times.length - 1].toFixed(1)),
      non2xx,
      target: TARGET_EDITOR_SAVE_P95_MS,
      ok: non2xx === 0 && p95 <= TARGET_EDITOR_SAVE_P95_MS,
    };
  } finally {
    await removePart(dbFile, partId);
  }
}

// `node --import tsx bench/editor.ts`: this benchmark alone, on its own server over the bench database.
if (process.argv[1]?.endsWith('bench/editor.ts')) {
  void (async () => {
    const path = await import('node:path');
    const os = await import('node:os');
    const { ensureBuild, ROOT, startServer } = await import('../e2e/lib/server');
    const dbFile = path.join(ROOT, 'data', 'bench.sqlite3');
    ensureBuild();
    const server = await startServer({
      env: { NODE_ENV: 'production', SQLITE_FILE: dbFile, SEED_SIZE: 'bench', LOG_LEVEL: 'warn' },
      logFile: path.join(os.tmpdir(), 'storyloom-bench-editor.log'),
      readyTimeoutMs: 180_000,
    });
    try {
      console.log(JSON.stringify(await editorSaveTiming(server.baseUrl, dbFile), null, 2));
    } finally {
      await server.stop();
    }
  })().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { MemoryKvCache } from '../../lib/kvCache';
import type { MailMessage } from '../outbox/mailer';
import { asSession as as } from '../../test/apiAssertions';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';
import { createPublishScheduler, type PublishScheduler } from './scheduler';
import { writersDraftStory } from './testStories';

let t: TestApp;
let ava: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  ava = await t.login(F.WRITER_USER_ID);
}, 30_000);
afterAll(async () => {
  await t.close();
});

const HOUR = 3600_000;
const QUARTER = 15 * 60_000;

/** Two "processes": two schedulers on one database, each with its own cache and the same clock. */
function twoProcesses(clock: () => number) {
  const sent: MailMessage[] = [];
  const mailer = { kind: 'outbox' as const, send: async (msg: MailMessage) => void sent.push(msg) };
  const make = (): PublishScheduler =>
    createPublishScheduler({
      db: t.db,
      kv: new MemoryKvCache(),
      mailer,
      linkOrigin: 'http://storyloom.test',
      productName: 'Storyloom',
      clock,
    });
  return { a: make(), b: make(), sent };
}

async function scheduleAt(partId: number, at: number, reminderAt: Date | null = null) {
  await t
    .db('parts')
    .where({ id: partId })
    .update({ scheduled_publish_at: new Date(at), publish_reminder_at: reminderAt });
}

describe('the publishing scheduler', () => {
  it('publishes a due part once across two processes, at its own time, and not before', async () => {
    const { storyId, partIds } = await writersDraftStory(t.db, F.WRITER_USER_ID, 1);
    const due = Math.ceil((Date.now() + 2 * HOUR) / QUARTER) * QUARTER;
    await scheduleAt(partIds[0], due, new Date());
    let now = due - 60_000;
    const { a, b } = twoProcesses(() => now);

    const early = await Promise.all([a.tick(), b.tick()]);
    expect(early.map((r) => r.published)).toEqual([[], []]);
    expect((await request(t.app).get(`/api/v3/stories/${storyId}`)).status).toBe(400); // no public part yet

    now = due + 1000;
    const [ra, rb] = await Promise.all([a.tick(), b.tick()]);
    expect([...ra.published, ...rb.published].filter((id) => id === partIds[0])).toHaveLength(1);
    const row = await t
      .db('parts')
      .where({ id: partIds[0] })
      .first('draft', 'published_at', 'scheduled_publish_at');
    expect(Number(row.draft)).toBe(0);
    expect(row.scheduled_publish_at).toBeNull();
    const story = await request(t.app).get(`/api/v3/stories/${storyId}?fields=numParts,parts(id)`);
    expect(story.status).toBe(200);
    expect(story.body).toEqual({ numParts: 1, parts: [{ id: partIds[0] }] });

    const again = await Promise.all([a.tick(), b.tick()]);
    expect(again.map((r) => r.published)).toEqual([[], []]);
  });

  it('mails the writer 24 hours before, exactly once across two processes', async () => {
    const { partIds } = await writersDraftStory(t.db, F.WRITER_USER_ID, 1);
    const due = Math.ceil((Date.now() + 3 * 24 * HOUR) / QUARTER) * QUARTER;
    await scheduleAt(partIds[0], due);
    let now = due - 25 * HOUR;
    const { a, b, sent } = twoProcesses(() => now);
    await Promise.all([a.tick(), b.tick()]);
    expect(sent.filter((s) => s.text.includes(`/write/${partIds[0]}`))).toHaveLength(0);

    now = due - 24 * HOUR + 30_000;
    await Promise.all([a.tick(), b.tick()]);
    now += 60_000;
    await Promise.all([a.tick(), b.tick()]);
    const mine = sent.filter((s) => s.text.includes(`/write/${partIds[0]}`));
    expect(mine).toHaveLength(1);
    expect(mine[0].subject).toBe('Your part \u201cPart 1\u201d publishes in 24 hours');
    const user = await t.db('users').where({ id: F.WRITER_USER_ID }).first('email');
    expect(mine[0].to).toBe(user.email);
  });

  it('sends no reminder for a part scheduled within the same day', async () => {
    const { partIds } = await writersDraftStory(t.db, F.WRITER_USER_ID, 1);
    const when = new Date(Math.ceil((Date.now() + 5 * HOUR) / QUARTER) * QUARTER).toISOString();
    const res = await as(
      ava,
      request(t.app).post(`/v4/parts/${partIds[0]}/schedule-publish`).send({ datetime: when }),
    );
    expect(res.status).toBe(200);
    let now = Date.now();
    const { a, sent } = twoProcesses(() => now);
    await a.tick();
    now += 4 * HOUR;
    await a.tick();
    expect(sent.filter((s) => s.text.includes(`/write/${partIds[0]}`))).toHaveLength(0);
  });

  it('runs as a loop that stop() ends', async () => {
    const { partIds } = await writersDraftStory(t.db, F.WRITER_USER_ID, 1);
    await scheduleAt(partIds[0], Date.now() - 1000, new Date());
    const loop = createPublishScheduler({
      db: t.db,
      kv: new MemoryKvCache(),
      mailer: { kind: 'outbox', send: async () => undefined },
      linkOrigin: 'http://storyloom.test',
      productName: 'Storyloom',
      intervalMs: 20,
    });
    loop.start();
    for (let i = 0; i < 100; i++) {
      const row = await t.db('parts').where({ id: partIds[0] }).first('draft');
      if (Number(row.draft) === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await loop.stop();
    const row = await t.db('parts').where({ id: partIds[0] }).first('draft');
    expect(Number(row.draft)).toBe(0);
  });
});

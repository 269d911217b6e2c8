/**
 * Scheduled parts on the story (issue 28 #4): every reader of the story sees a part scheduled to
 * go public in the story's `scheduledParts` (title and time), never in `parts`, the part routes,
 * storytext or the zip — API tools see nothing new until it is published; then it is a part.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { unzipSync } from 'fflate';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { ErrorCode } from '../../../shared/common/errors';
import { MemoryKvCache } from '../../lib/kvCache';
import { asSession as as } from '../../test/apiAssertions';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';
import { createPublishScheduler } from '../publishing/scheduler';
import { writersDraftStory } from '../publishing/testStories';

let t: TestApp;
let ava: TestSession;
let rosa: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  ava = await t.login(F.WRITER_USER_ID);
  rosa = await t.login(F.READER_USER_ID);
}, 30_000);
afterAll(async () => {
  await t.close();
});

const QUARTER = 15 * 60_000;
const onStep = (minutes: number) =>
  new Date(Math.ceil((Date.now() + minutes * 60_000) / QUARTER) * QUARTER)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');
const post = (s: TestSession, path: string, body: object = {}) => as(s, request(t.app).post(path).send(body));
const story = (s: TestSession | null, storyId: number, query = '') => {
  const r = request(t.app).get(`/api/v3/stories/${storyId}${query}`);
  return s ? as(s, r) : r;
};

describe('a scheduled part on its story', () => {
  it('shows to every reader apart from the parts, then as a part once the scheduler publishes it', async () => {
    const { storyId, partIds } = await writersDraftStory(t.db, F.WRITER_USER_ID, 3);
    const [published, scheduled, draft] = partIds;
    expect((await post(ava, `/v4/parts/${published}/publish`)).status).toBe(200);
    const at = onStep(60);
    const res = await post(ava, `/v4/parts/${scheduled}/schedule-publish`, { datetime: at });
    expect(res.status).toBe(200);

    const expected = [{ id: scheduled, title: 'Part 2', scheduledPublishDate: at }];
    for (const viewer of [rosa, null]) {
      const page = await story(viewer, storyId);
      expect(page.status).toBe(200);
      expect(page.body.parts.map((p: { id: number }) => p.id)).toEqual([published]);
      expect(page.body.numParts).toBe(1);
      expect(page.body.scheduledParts).toEqual(expected);
    }
    // Only when named with fields= (the exporters' selections stay as they were).
    const picked = await story(null, storyId, '?fields=id,parts(id)');
    expect(picked.body).toEqual({ id: String(storyId), parts: [{ id: published }] });
    const named = await story(null, storyId, '?fields=scheduledParts');
    expect(named.body).toEqual({ scheduledParts: expected });

    // Not openable, not in the text API nor the zip; the plain draft shows nowhere.
    const part = await as(rosa, request(t.app).get(`/v4/parts/${scheduled}`));
    expect(part.body).toMatchObject({ error_code: ErrorCode.PartNotFound });
    const text = await request(t.app).get(`/apiv2/storytext?id=${scheduled}`);
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.text).not.toContain('data-p-id');
    const zip = await request(t.app)
      .get(`/apiv2/storytext?group_id=${storyId}&output=zip`)
      .responseType('blob');
    expect(Object.keys(unzipSync(new Uint8Array(zip.body as Buffer)))).toEqual([String(published)]);
    expect(JSON.stringify((await story(rosa, storyId)).body)).not.toContain(`"id":${draft},`);

    // The owner has it among the parts (with its schedule), as before.
    const own = await story(ava, storyId);
    expect(own.body.parts.map((p: { id: number }) => p.id)).toEqual(partIds);
    expect(own.body.parts[1]).toMatchObject({ isScheduledPart: true, scheduledPublishDate: at });

    // The time passes: the scheduler publishes it and it is a part like the others.
    const scheduler = createPublishScheduler({
      db: t.db,
      kv: new MemoryKvCache(),
      mailer: { kind: 'outbox' as const, send: async () => undefined },
      linkOrigin: 'http://storyloom.test',
      productName: 'Storyloom',
      clock: () => Date.parse(at) + 1000,
    });
    expect((await scheduler.tick()).published).toEqual([scheduled]);
    const after = await story(rosa, storyId);
    expect(after.body.parts.map((p: { id: number }) => p.id)).toEqual([published, scheduled]);
    expect(after.body.scheduledParts).toEqual([]);
    expect((await as(rosa, request(t.app).get(`/v4/parts/${scheduled}`))).status).toBe(200);
  });

  it('leaves an unscheduled part out again', async () => {
    const { storyId, partIds } = await writersDraftStory(t.db, F.WRITER_USER_ID, 2);
    await post(ava, `/v4/parts/${partIds[0]}/publish`);
    await post(ava, `/v4/parts/${partIds[1]}/schedule-publish`, { datetime: onStep(120) });
    expect((await story(rosa, storyId)).body.scheduledParts).toHaveLength(1);
    expect((await post(ava, `/v4/parts/${partIds[1]}/unschedule-publish`)).status).toBe(200);
    expect((await story(rosa, storyId)).body.scheduledParts).toEqual([]);
  });
});

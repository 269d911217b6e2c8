import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { COPYRIGHT_MESSAGES as M } from '../../../shared/copyright/messages';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

let t: TestApp;
jest.setTimeout(30_000);
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const report = (storyId: number | string, original?: number | string) =>
  `/v5/infringement/story/${storyId}/copyright/report${original === undefined ? '' : `?original_story_id=${original}`}`;
const post = (s: TestSession, path: string) =>
  request(t.app)
    .post(path)
    .set('Cookie', s.cookie)
    .set('x-csrf-token', s.csrfToken)
    .set('Content-Type', 'application/json')
    .send('');

describe('POST /v5/infringement/story/{storyId}/copyright/report', () => {
  it('refuses visitors (401, 1018)', async () => {
    const v = await t.visitor();
    const res = await post(v, report(F.ONGOING_STORY_ID, F.LONG_STORY_ID));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error_code: 1018 });
  });

  it('answers bad input with the spec texts, unknown stories with 404, never 500', async () => {
    const s = await t.login(F.READER_USER_ID);
    const missing = await post(s, report(F.ONGOING_STORY_ID));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(M.urlRequired);
    for (const bad of ['abc', '-3', '1.5', '0', '99999999999']) {
      const res = await post(s, report(F.ONGOING_STORY_ID, bad));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(M.invalidUrl);
    }
    expect((await post(s, report(F.ONGOING_STORY_ID, 987654))).status).toBe(404);
    expect((await post(s, report(987654, F.LONG_STORY_ID))).status).toBe(404);
    expect((await post(s, report('x1', F.LONG_STORY_ID))).status).toBe(404);
    // A deleted story is unknown too.
    expect((await post(s, report(F.ONGOING_STORY_ID, F.DELETED_STORY_ID))).status).toBe(404);
  });

  it('refuses a story as a copy of itself, and your own story as the copy', async () => {
    const reader = await t.login(F.READER_USER_ID);
    const same = await post(reader, report(F.LONG_STORY_ID, F.LONG_STORY_ID));
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(M.sameStory);
    const writer = await t.login(F.WRITER_USER_ID);
    const own = await post(writer, report(F.LONG_STORY_ID, F.ONGOING_STORY_ID));
    expect(own.status).toBe(400);
    expect(own.body.message).toBe(M.ownStory);
  });

  it('needs the CSRF token', async () => {
    const s = await t.login(F.READER_USER_ID);
    const res = await request(t.app)
      .post(report(F.ONGOING_STORY_ID, F.LONG_STORY_ID))
      .set('Cookie', s.cookie)
      .send('');
    expect(res.status).toBe(403);
  });

  it('stores a copyright ticket and tells the original owner', async () => {
    const s = await t.login(F.READER_USER_ID);
    const mailsBefore = await t.db('outbox_messages').count({ n: '*' }).first();
    const res = await post(s, report(F.ONGOING_STORY_ID, F.LONG_STORY_ID));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(Number) });
    const ticket = (await t.db('support_tickets').where('id', res.body.id).first()) as Record<
      string,
      unknown
    >;
    expect(ticket).toMatchObject({
      report_type: 'copyright',
      reason: 'reported_copyright',
      requester_user_id: F.READER_USER_ID,
      story_id: F.ONGOING_STORY_ID,
    });
    expect(JSON.parse(String(ticket.custom_fields))).toEqual([
      { id: 'original_story_id', value: String(F.LONG_STORY_ID) },
    ]);
    const writer = (await t.db('users').where('id', F.WRITER_USER_ID).first('email')) as {
      email: string | null;
    };
    if (writer.email) {
      expect(res.body.ownerNotified).toBe(true);
      const mailsAfter = await t.db('outbox_messages').count({ n: '*' }).first();
      expect(Number(mailsAfter?.n)).toBe(Number(mailsBefore?.n) + 1);
      const mail = (await t.db('outbox_messages').orderBy('id', 'desc').first()) as {
        to: string;
        text: string;
      };
      expect(mail.to).toBe(writer.email);
      expect(mail.text).toContain(F.LONG_STORY_TITLE);
    }
  });
});

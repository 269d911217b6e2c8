/**
 * Poll routes per role (reading-discovery §4 "Poll", §6; writing-paid-content §4–§7): the writer
 * creates, lists and deletes; readers answer once and then see results; the writer cannot vote;
 * an unverified email is refused; visitors answer once per browser; admins and other users cannot
 * touch the writer's polls.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { asSession, expectApiError, NOT_LOGGED_IN } from '../../test/apiAssertions';
import { cookiesOf } from '../../test/sessions';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

let t: TestApp;
let ava: TestSession; // the story's writer
let rosa: TestSession; // a reader (verified)
let bram: TestSession; // another writer
let admin: TestSession;
let sam: TestSession; // unverified email

const STORY = F.LONG_STORY_ID;
const PART = F.LONG_STORY_PART_IDS[3];
const writing = `/writing/v1/stories/${STORY}/parts/${PART}/polls`;
const reading = `/reading/v1/stories/${STORY}/parts/${PART}/polls`;
const draft = {
  type: 'singleAnswerPoll',
  question: 'Should Mara sail north?',
  options: [{ text: 'Yes, to the ice' }, { text: 'No, stay home' }, { text: 'Burn the ship' }],
};

interface PollBody {
  id: number;
  question: string;
  options: { id: number; text: string; answers: { percentageOfTotal?: number } }[];
  totalAnswers?: number;
  interaction: { answer?: { optionId: number } };
  owner: { username: string; avatar: string };
}

let poll: PollBody;
const answer = (s: TestSession, optionId: number, pollId = poll.id) =>
  asSession(s, request(t.app).post(`${reading}/${pollId}:answer`)).send({
    optionId,
    type: 'singleAnswerPoll',
  });

beforeAll(async () => {
  t = await createTestApp();
  ava = await t.login(F.WRITER_USER_ID);
  rosa = await t.login(F.READER_USER_ID);
  bram = await t.login(F.USERS.bram.id);
  admin = await t.login(F.ADMIN_USER_ID);
  sam = await t.login(F.USERS.sam.id);
});
afterAll(() => t.close());

describe('the writer’s polls', () => {
  it('creates a poll on their part (the created poll, with results for the writer)', async () => {
    const res = await asSession(ava, request(t.app).post(writing)).send(draft).expect(200);
    poll = res.body as PollBody;
    expect(poll.question).toBe(draft.question);
    expect(poll.options.map((o) => o.text)).toEqual(draft.options.map((o) => o.text));
    expect(poll.totalAnswers).toBe(0);
    expect(poll.options[0].answers).toEqual({ percentageOfTotal: 0 });
    expect(poll.owner.username).toBe(F.WRITER_USERNAME);
    const mine = await asSession(ava, request(t.app).get(writing)).expect(200);
    expect(mine.body.polls.map((p: PollBody) => p.id)).toEqual([poll.id]);
  });

  it('refuses a second poll on the same part (the editor has one)', async () => {
    const res = await asSession(ava, request(t.app).post(writing)).send(draft);
    expect(res.status).toBe(409);
  });

  it('is the owner’s only: 401 visitors, 403 (1154) another writer and an admin', async () => {
    const visitor = await t.visitor();
    expectApiError(
      await asSession(visitor, request(t.app).post(writing)).send(draft),
      401,
      1018,
      NOT_LOGGED_IN,
    );
    expectApiError(await asSession(visitor, request(t.app).get(writing)), 401, 1018, NOT_LOGGED_IN);
    for (const s of [bram, admin]) {
      expectApiError(await asSession(s, request(t.app).post(writing)).send(draft), 403, 1154, 'writer');
      expectApiError(await asSession(s, request(t.app).get(writing)), 403, 1154, 'writer');
      expectApiError(await asSession(s, request(t.app).delete(`${writing}/${poll.id}`)), 403, 1154, 'writer');
    }
    expect(await t.db('polls').where({ id: poll.id }).first('id')).toBeTruthy();
  });
});

describe('readers answer', () => {
  it('hides the results until the reader answers', async () => {
    const res = await asSession(rosa, request(t.app).get(reading)).expect(200);
    const [p] = res.body.polls as PollBody[];
    expect(p.id).toBe(poll.id);
    expect(p.totalAnswers).toBeUndefined();
    expect(p.options.every((o) => o.answers.percentageOfTotal === undefined)).toBe(true);
    expect(p.interaction).toEqual({});
  });

  it('answers once and returns the poll with its results', async () => {
    const res = await answer(rosa, poll.options[1].id).expect(200);
    expect(res.body.interaction.answer).toEqual({ optionId: poll.options[1].id, type: 'singleAnswerPoll' });
    expect(res.body.totalAnswers).toBe(1);
    expect(res.body.options.map((o: PollBody['options'][0]) => o.answers.percentageOfTotal)).toEqual([
      0, 100, 0,
    ]);
    // The same option again is a retry (the same poll); another option is refused.
    expect((await answer(rosa, poll.options[1].id).expect(200)).body.totalAnswers).toBe(1);
    expectApiError(await answer(rosa, poll.options[0].id), 409, 1005, 'already answered');
    const again = await asSession(rosa, request(t.app).get(reading)).expect(200);
    expect(again.body.polls[0].interaction.answer.optionId).toBe(poll.options[1].id);
  });

  it('counts another reader and an admin (they are readers here)', async () => {
    await answer(bram, poll.options[0].id).expect(200);
    const res = await answer(admin, poll.options[1].id).expect(200);
    expect(res.body.totalAnswers).toBe(3);
    expect(res.body.options.map((o: PollBody['options'][0]) => o.answers.percentageOfTotal)).toEqual([
      33, 67, 0,
    ]);
  });

  it('refuses the writer’s own vote with 403 and a clear message; the writer sees the results', async () => {
    expectApiError(
      await answer(ava, poll.options[0].id),
      403,
      1154,
      'cannot vote on a poll of your own story',
    );
    const res = await asSession(ava, request(t.app).get(reading)).expect(200);
    expect(res.body.polls[0].totalAnswers).toBe(3);
  });

  it('refuses an unverified email with 403 (EmailNotVerified)', async () => {
    const res = await answer(sam, poll.options[0].id);
    expectApiError(res, 403, 1154, 'Verify your email');
    expect(res.body.error_type).toBe('EmailNotVerified');
  });

  it('refuses an option of another poll, a missing poll and a bad body with 4xx', async () => {
    const other = await asSession(
      ava,
      request(t.app).post(`/writing/v1/stories/${STORY}/parts/${PART + 1}/polls`),
    )
      .send(draft)
      .expect(200);
    expectApiError(await answer(rosa, other.body.options[0].id), 400, 1005, 'not one of this poll');
    expect((await answer(rosa, poll.options[0].id, 999999)).status).toBe(404);
    for (const body of [
      {},
      { optionId: 'x' },
      { optionId: -1 },
      { optionId: poll.options[0].id, type: 'multi' },
    ]) {
      const res = await asSession(rosa, request(t.app).post(`${reading}/${poll.id}:answer`)).send(body);
      expect(res.status).toBe(400);
    }
    // The poll is addressed through its own story and part.
    const elsewhere = `/reading/v1/stories/${STORY}/parts/${PART + 1}/polls/${poll.id}:answer`;
    expect(
      (await asSession(rosa, request(t.app).post(elsewhere)).send({ optionId: poll.options[0].id })).status,
    ).toBe(404);
    expect((await asSession(rosa, request(t.app).post(`${reading}/${poll.id}:vote`)).send({})).status).toBe(
      404,
    );
  });

  it('takes a visitor’s answer once per browser (the poll-voter cookie)', async () => {
    const visitor = await t.visitor();
    const first = await answer(visitor, poll.options[2].id).expect(200);
    const voterCookie = cookiesOf(first);
    expect(voterCookie).toMatch(/^poll-voter=[A-Za-z0-9_-]{43}$/);
    expect(first.body.totalAnswers).toBe(4);
    const browser = { ...visitor, cookie: `${visitor.cookie}; ${voterCookie}` };
    expectApiError(await answer(browser, poll.options[0].id), 409, 1005, 'already answered');
    const seen = await request(t.app).get(reading).set('Cookie', browser.cookie).expect(200);
    expect(seen.body.polls[0].interaction.answer.optionId).toBe(poll.options[2].id);
    expect(seen.body.polls[0].totalAnswers).toBe(4);
    // Another browser has not answered: no results.
    const fresh = await request(t.app).get(reading).expect(200);
    expect(fresh.body.polls[0].totalAnswers).toBeUndefined();
  });

  it('answers without JavaScript: a form post back to the poll on the part', async () => {
    const res = await request(t.app)
      .post(`/${PART}/polls/${poll.id}/answer`)
      .set('Cookie', await freshReaderCookie())
      .type('form')
      .send({ _csrf: dev.csrfToken, optionId: String(poll.options[0].id) })
      .expect(303);
    expect(res.headers.location).toMatch(new RegExp(`^/${PART}-[^#]*#poll-${poll.id}$`));
    const refused = await request(t.app)
      .post(`/${PART}/polls/${poll.id}/answer`)
      .set('Cookie', ava.cookie)
      .type('form')
      .send({ _csrf: ava.csrfToken, optionId: String(poll.options[0].id) });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('cannot vote on a poll of your own story');
    // A visitor without JavaScript: the results on a page of their own (the part's render cannot see them).
    const visitor = await t.visitor();
    const anon = await request(t.app)
      .post(`/${PART}/polls/${poll.id}/answer`)
      .set('Cookie', visitor.cookie)
      .type('form')
      .send({ _csrf: visitor.csrfToken, optionId: String(poll.options[1].id) })
      .expect(200);
    expect(anon.text).toContain('Thanks for answering');
    expect(anon.text).toMatch(/No, stay home \(Your answer\): \d+%/);
    expect(anon.text).toContain(`#poll-${poll.id}`);
    const forged = await request(t.app)
      .post(`/${PART}/polls/${poll.id}/answer`)
      .set('Cookie', rosa.cookie)
      .type('form')
      .send({ optionId: String(poll.options[0].id) });
    expect(forged.status).toBe(403);
  });
});

let dev: TestSession;
async function freshReaderCookie(): Promise<string> {
  dev = await t.login(F.USERS.dev.id);
  return dev.cookie;
}

describe('the part page', () => {
  it('renders the part’s poll with the page: links for a visitor, the form, results once answered', async () => {
    // A visitor's cacheable page has no CSRF token: the options are log-in links (JavaScript answers them).
    const res = await request(t.app).get(`/${PART}`).redirects(1).expect(200);
    expect(res.text).toContain(draft.question);
    expect(res.text).not.toContain('%</span>');
    expect(res.text).toMatch(/<a href="\/login\?nextUrl=[^"]+"[^>]*><span[^>]*>Yes, to the ice/);
    // A signed-in reader's page has the form (its token) and, having answered, the results.
    const reader = await request(t.app).get(`/${PART}`).set('Cookie', rosa.cookie).redirects(1).expect(200);
    expect(reader.text).toContain('%</span>');
    const fresh = await t.login(F.USERS.elio.id);
    const form = await request(t.app).get(`/${PART}`).set('Cookie', fresh.cookie).redirects(1).expect(200);
    expect(form.text).toContain(`action="/${PART}/polls/${poll.id}/answer"`);
    expect(form.text).toContain('name="optionId"');
  });
});

describe('deleting', () => {
  it('deletes the writer’s poll with its answers', async () => {
    await asSession(ava, request(t.app).delete(`${writing}/${poll.id}`)).expect(204);
    expect(await t.db('poll_answers').where({ poll_id: poll.id }).first('id')).toBeUndefined();
    const res = await asSession(ava, request(t.app).get(writing)).expect(200);
    expect(res.body.polls).toEqual([]);
    expect((await asSession(ava, request(t.app).delete(`${writing}/${poll.id}`))).status).toBe(404);
  });
});

/** The editor's rules at the API edge (writing-paid-content §5 "Poll"): 4xx with the rule's message. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { POLLS_MESSAGES as M } from '../../../shared/polls/messages';
import { asSession, expectApiError } from '../../test/apiAssertions';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

let t: TestApp;
let ava: TestSession;
const writing = `/writing/v1/stories/${F.LONG_STORY_ID}/parts/${F.LONG_STORY_PART_IDS[5]}/polls`;
const opts = (...texts: string[]) => texts.map((text) => ({ text }));

beforeAll(async () => {
  t = await createTestApp();
  ava = await t.login(F.WRITER_USER_ID);
});
afterAll(() => t.close());

const post = (body: unknown) => asSession(ava, request(t.app).post(writing)).send(body as object);

describe('invalid editor input', () => {
  it.each([
    ['a question under 3 characters', { question: 'Hi', options: opts('a', 'b') }, M.questionLength],
    [
      'a question over 200 characters',
      { question: 'x'.repeat(201), options: opts('a', 'b') },
      M.questionLength,
    ],
    ['a blank answer', { question: 'Which way?', options: opts('left', '   ') }, M.answerLength],
    [
      'an answer over 140 characters',
      { question: 'Which way?', options: opts('left', 'y'.repeat(141)) },
      M.answerLength,
    ],
    ['one answer', { question: 'Which way?', options: opts('left') }, M.answerCount],
    ['six answers', { question: 'Which way?', options: opts('a', 'b', 'c', 'd', 'e', 'f') }, M.answerCount],
    ['a URL in the question', { question: 'Seen https://example.com?', options: opts('a', 'b') }, M.noUrls],
    [
      'a bare domain in the question',
      { question: 'Read it at mysite.com', options: opts('a', 'b') },
      M.noUrls,
    ],
    ['a URL in an answer', { question: 'Which way?', options: opts('left', 'www.example.org') }, M.noUrls],
    ['options that are not a list', { question: 'Which way?', options: 'a,b' }, M.answerCount],
    [
      'another poll type',
      { type: 'multiAnswerPoll', question: 'Which way?', options: opts('a', 'b') },
      M.wrongType,
    ],
  ])('refuses %s with 400 and the rule’s message', async (_name, body, message) => {
    expectApiError(await post(body), 400, 1005, message);
  });

  it('refuses a poll without a question as a missing parameter (1006)', async () => {
    expectApiError(await post({ options: opts('a', 'b') }), 400, 1006, 'Parameter missing: question');
  });

  it('refuses a body that is not JSON object shaped, never a 5xx', async () => {
    for (const body of [[], 'text', null]) expect((await post(body)).status).toBeLessThan(500);
  });

  it('takes exactly the limits: 3 and 200 characters, 140-character answers, 5 answers', async () => {
    const res = await post({ question: 'Why', options: opts('a', 'b', 'c', 'd', 'y'.repeat(140)) });
    expect(res.status).toBe(200);
    expect(res.body.options).toHaveLength(5);
    await asSession(ava, request(t.app).delete(`${writing}/${res.body.id}`)).expect(204);
    expect((await post({ question: 'q'.repeat(200), answers: ['one', 'two'] })).status).toBe(200);
  });

  it('refuses ids that are not ids', async () => {
    const bad = `/writing/v1/stories/abc/parts/${F.LONG_STORY_PART_IDS[5]}/polls`;
    expect((await asSession(ava, request(t.app).get(bad))).status).toBe(400);
    const wrongStory = `/writing/v1/stories/${F.LONG_STORY_ID + 1}/parts/${F.LONG_STORY_PART_IDS[5]}/polls`;
    expectApiError(await asSession(ava, request(t.app).get(wrongStory)), 400, 1020, 'Part not found');
    const reading = `/reading/v1/stories/${F.LONG_STORY_ID}/parts/99999999/polls`;
    expect((await request(t.app).get(reading)).status).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { accountsMessages as am } from '../../../shared/accounts/messages';
import { text } from '../../test/html';
import { createTestApp, type TestApp } from '../../test/testApp';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const U = F.USERS;

async function rename(userId: number, username: string) {
  const s = await t.login(userId);
  return request(t.app)
    .post('/apiv2/updateusername')
    .set('Cookie', s.cookie)
    .set('x-csrf-token', s.csrfToken)
    .set('Accept', 'application/json')
    .send({ id: userId, username, password: F.DEMO_PASSWORD });
}

async function signUp(username: string) {
  const v = await t.visit('/signup');
  const year = new Date().getUTCFullYear() - 30;
  const res = await request(t.app)
    .post('/signup')
    .set('X-Forwarded-For', t.ip)
    .set('Cookie', v.cookie)
    .type('form')
    .send({
      _csrf: v.csrfToken,
      email: `${username}@example.org`,
      username,
      day: '14',
      month: '6',
      year: String(year),
      pronouns: 'F',
      password: 'lantern-harbour-9',
      confirm_password: 'lantern-harbour-9',
      policy: 'on',
    });
  return { status: res.status, page: text(res.text) };
}

describe('a freed username is held for 24 hours (issue 25 §10)', () => {
  it('nobody else takes a changed-away name, by sign-up or rename; its owner may take it back', async () => {
    expect((await rename(U.dev.id, 'dev_moved')).status).toBe(200);

    const signup = await signUp(U.dev.username.toUpperCase());
    expect(signup.status).toBe(400);
    expect(signup.page).toContain(am.usernameTaken);

    const other = await rename(U.celine.id, U.dev.username);
    expect([other.status, other.body.message]).toEqual([400, am.usernameTaken]);

    const back = await rename(U.dev.id, U.dev.username);
    expect(back.status).toBe(200);
    // Taking it back held the interim name instead.
    const interim = await rename(U.celine.id, 'dev_moved');
    expect([interim.status, interim.body.message]).toEqual([400, am.usernameTaken]);
  });

  it('after 24 hours the name is free again', async () => {
    expect((await rename(U.elio.id, 'elio_moved')).status).toBe(200);
    expect((await signUp(U.elio.username)).status).toBe(400);
    await t.db('held_usernames').update({ held_until: new Date(Date.now() - 1000) });
    const later = await signUp(U.elio.username);
    expect(later.status).toBe(303);
  });

  it('a closed account keeps its name: no one signs up with it', async () => {
    const s = await t.login(U.mona.id);
    await request(t.app)
      .post('/close-account')
      .set('Cookie', s.cookie)
      .type('form')
      .send({ _csrf: s.csrfToken, password: F.DEMO_PASSWORD })
      .expect(303);
    const signup = await signUp(U.mona.username);
    expect(signup.status).toBe(400);
    expect(signup.page).toContain(am.usernameTaken);
  });
});

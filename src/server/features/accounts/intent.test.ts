/**
 * The action a visitor asked for before the sign-up prompt (Follow, Vote: `intent`) is done by the
 * log-in or sign-up post itself, and they land back where they were (issue 24 #1). Without
 * JavaScript the visitor's Follow / Vote post sends them to /login carrying the intent on.
 */
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { followIntent, voteIntent } from '../../../shared/accounts/intent';
import { parseIntent } from '../../../shared/accounts/intentSchema';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('log-in and sign-up carry out the visitor’s intent', () => {
  jest.setTimeout(30_000);
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const WRITER = F.WRITER_USERNAME;
  const PROFILE = `/user/${WRITER}`;
  const partId = F.LONG_STORY_PART_IDS[7];

  const follows = async (followerId: number, followeeId = F.WRITER_USER_ID): Promise<boolean> =>
    Boolean(await t.db('follows').where({ follower_id: followerId, followee_id: followeeId }).first());
  const voted = async (userId: number): Promise<boolean> =>
    Boolean(await t.db('votes').where({ user_id: userId, part_id: partId }).first());
  const unfollow = (followerId: number) =>
    t.db('follows').where({ follower_id: followerId, followee_id: F.WRITER_USER_ID }).del();

  /** A visitor opens `page` and posts its form to `path` with `body`. */
  async function post(page: string, path: string, body: Record<string, string>) {
    const v = await t.visit(page);
    return request(t.app)
      .post(path)
      .set('X-Forwarded-For', t.ip)
      .set('Cookie', v.cookie)
      .type('form')
      .send({ _csrf: v.csrfToken, ...body });
  }
  const logIn = (username: string, extra: Record<string, string>, path = `/login?nextUrl=${PROFILE}`) =>
    post('/login', path, { username, password: F.DEMO_PASSWORD, ...extra });

  it('log-in with intent follow: back on the profile, following', async () => {
    await unfollow(F.USERS.dev.id);
    const res = await logIn(F.USERS.dev.username, { intent: followIntent(WRITER) });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(PROFILE);
    expect(await follows(F.USERS.dev.id)).toBe(true);
    // The profile shows it: Unfollow for the signed-in reader.
    const cookie = (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const page = await request(t.app).get(PROFILE).set('Cookie', cookie).expect(200);
    expect(page.text).toMatch(/aria-pressed="true"[^>]*>Unfollow</);
  });

  it('log-in with the intent in the post URL (a refused form keeps it there) and as JSON', async () => {
    await unfollow(F.USERS.celine.id);
    const url = `/login?nextUrl=${encodeURIComponent(PROFILE)}&intent=${encodeURIComponent(followIntent(WRITER))}`;
    const res = await logIn(F.USERS.celine.username, {}, url);
    expect(res.status).toBe(303);
    expect(await follows(F.USERS.celine.id)).toBe(true);

    await unfollow(F.READER_USER_ID);
    const v = await t.visit('/login');
    const json = await request(t.app)
      .post(`/login?nextUrl=${encodeURIComponent(PROFILE)}`)
      .set('X-Forwarded-For', t.ip)
      .set('Cookie', v.cookie)
      .set('x-csrf-token', v.csrfToken)
      .send({ username: F.READER_USERNAME, password: F.DEMO_PASSWORD, intent: followIntent(WRITER) });
    expect(json.status).toBe(200);
    expect(json.body).toEqual({ redirectUrl: PROFILE });
    expect(await follows(F.READER_USER_ID)).toBe(true);
  });

  it('sign-up with intent vote: voted, on to /start then the part', async () => {
    const here = `/${partId}`;
    const year = new Date().getUTCFullYear();
    const res = await post('/signup', `/signup?nextUrl=${encodeURIComponent(here)}`, {
      email: 'intent.voter@example.org',
      username: 'intent_voter',
      day: '14',
      month: '6',
      year: String(year - 30),
      password: 'lantern-harbour-9',
      confirm_password: 'lantern-harbour-9',
      policy: 'on',
      intent: voteIntent(partId),
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/start?nextUrl=${encodeURIComponent(here)}`);
    const user = await t.db('users').where({ username: 'intent_voter' }).first('id');
    expect(user).toBeDefined();
    expect(await voted(Number(user.id))).toBe(true);
  });

  it('ignores an unknown, malformed or impossible intent: the log-in still succeeds', async () => {
    const dev = F.USERS.dev;
    await unfollow(dev.id);
    for (const intent of [
      'unfollow:ava_writes',
      'delete:2',
      'follow:',
      'follow:a b',
      `follow:${WRITER}:x`,
      'vote:abc',
      'vote:-3',
      'vote:99999999',
      `follow:${dev.username}`, // following oneself is refused by the follow service
      'follow:nobody_by_this_name',
      'x'.repeat(500),
    ]) {
      const res = await logIn(dev.username, { intent });
      expect([res.status, res.headers.location, intent]).toEqual([303, PROFILE, intent]);
    }
    expect(await follows(dev.id)).toBe(false);
    expect(await t.db('follows').where({ follower_id: dev.id, followee_id: dev.id }).first()).toBeUndefined();
    // A wrong password does nothing either.
    const wrong = await post('/login', `/login?nextUrl=${PROFILE}`, {
      username: dev.username,
      password: 'not-the-password',
      intent: followIntent(WRITER),
    });
    expect(wrong.status).toBe(401);
    expect(await follows(dev.id)).toBe(false);
    // Refused with the intent in the post URL (as the page's form sends it): the form keeps it.
    const again = await post('/login', `/login?nextUrl=${PROFILE}&intent=${followIntent(WRITER)}`, {
      username: dev.username,
      password: 'not-the-password',
    });
    expect(again.status).toBe(401);
    expect(again.text).toContain(`name="intent" value="follow:${WRITER}"`);
  });

  it('parses only the closed set of kinds', () => {
    expect(parseIntent(`follow:${WRITER}`)).toEqual({ kind: 'follow', username: WRITER });
    expect(parseIntent('vote:1007')).toEqual({ kind: 'vote', partId: 1007 });
    for (const bad of [undefined, null, 7, ['vote:1'], 'vote:0', 'vote:1.5', 'Follow:x', 'follow:x/y']) {
      expect(parseIntent(bad)).toBeNull();
    }
  });

  it('JavaScript off: a visitor’s Follow or Vote post goes to /login with the intent, whose form carries it', async () => {
    const visitor = await t.visitor();
    const follow = await request(t.app)
      .post(`${PROFILE}/follow`)
      .set('Cookie', visitor.cookie)
      .type('form')
      .send({ _csrf: visitor.csrfToken, follow: '1' });
    expect(follow.status).toBe(303);
    expect(follow.headers.location).toBe(
      `/login?nextUrl=${encodeURIComponent(PROFILE)}&intent=${encodeURIComponent(followIntent(WRITER))}`,
    );
    const login = await request(t.app).get(follow.headers.location).expect(200);
    expect(login.text).toContain(`name="intent" value="follow:${WRITER}"`);
    // Nothing was written by the visitor's post or the log-in page.
    const vote = await request(t.app)
      .post(`/${partId}/vote`)
      .set('Cookie', visitor.cookie)
      .type('form')
      .send({ _csrf: visitor.csrfToken, vote: '1' });
    expect(vote.status).toBe(303);
    expect(vote.headers.location).toMatch(
      new RegExp(`^/login\\?nextUrl=%2F${partId}-[^&]+&intent=vote%3A${partId}$`),
    );
    // The page's "sign up" link carries it on as well.
    expect(login.text).toContain(`intent=${encodeURIComponent(followIntent(WRITER))}`);
    const signup = await request(t.app).get(`/signup?nextUrl=%2F1&intent=vote%3A${partId}`).expect(200);
    expect(signup.text).toContain(`name="intent" value="vote:${partId}"`);
  });
});

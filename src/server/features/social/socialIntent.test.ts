/**
 * The sign-up prompt's Google and Facebook buttons carry the visitor's Follow / Vote (`intent`)
 * through social sign-in too (issue 24 #1): done right after a known identity logs in, or kept for
 * the completion form (a hidden field) and done once the new account exists.
 */
import { randomBytes } from 'node:crypto';
import nock from 'nock';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { followIntent, voteIntent } from '../../../shared/accounts/intent';
import {
  googleToken,
  handOffUrl,
  mockFacebook,
  mockGoogleKeys,
  OAUTH_STATE_COOKIE_HEADER,
} from '../../test/identityProviders';
import { cookiesOf, csrfField, sessionCookie } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/testApp';
import { resetGoogleKeys } from './googleAdapter';

jest.setTimeout(30_000);
let t: TestApp;
beforeAll(async () => {
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1|localhost/);
  t = await createTestApp({ identityProviders: true });
});
afterAll(async () => {
  nock.cleanAll();
  nock.enableNetConnect();
  await t.close();
});
beforeEach(() => {
  resetGoogleKeys();
  nock.cleanAll();
});

const PROFILE = `/user/${F.WRITER_USERNAME}`;
const PART_ID = F.LONG_STORY_PART_IDS[9];
const PART_PAGE = `/story/${F.LONG_STORY_ID}`;
/** Unique per run: MariaDB keeps rows between runs. */
const tag = () => randomBytes(4).toString('hex');

const handOff = (data: Record<string, unknown>, nextUrl?: string) =>
  request(t.app).get(handOffUrl(data, nextUrl)).set('Cookie', OAUTH_STATE_COOKIE_HEADER);
const follows = async (userId: number): Promise<boolean> =>
  Boolean(await t.db('follows').where({ follower_id: userId, followee_id: F.WRITER_USER_ID }).first());
const voted = async (userId: number): Promise<boolean> =>
  Boolean(await t.db('votes').where({ user_id: userId, part_id: PART_ID }).first());

/** An existing account with a linked Google identity `subject`. */
async function googleReader(subject: string): Promise<number> {
  const name = `g_reader_${tag()}`;
  const [id] = (await t.db('users').insert({
    username: name,
    email: `${name}@example.org`,
    display_name: name,
    verified_email: true,
    created_at: new Date(),
    updated_at: new Date(),
  })) as number[];
  await t
    .db('social_identities')
    .insert({ provider: 'google', subject, user_id: id, created_at: new Date() });
  return Number(id);
}

describe('social log-in with an intent', () => {
  it('follow: signed in, back on the profile, already following (Unfollow shown)', async () => {
    const subject = `g-follow-${tag()}`;
    const userId = await googleReader(subject);
    mockGoogleKeys();
    const res = await handOff(
      {
        type: 'google',
        token: googleToken({ sub: subject }),
        redirect: true,
        intent: followIntent(F.WRITER_USERNAME),
      },
      PROFILE,
    );
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(PROFILE);
    expect(await follows(userId)).toBe(true);
    const page = await request(t.app)
      .get(PROFILE)
      .set('Cookie', sessionCookie(res) ?? '')
      .expect(200);
    expect(page.text).toMatch(/aria-pressed="true"[^>]*>Unfollow</);
  });

  it('an unknown or malformed intent is ignored; the log-in still succeeds', async () => {
    const subject = `g-odd-${tag()}`;
    const userId = await googleReader(subject);
    mockGoogleKeys(3);
    for (const intent of ['delete:everything', 'follow:../../admin', `vote:${PART_ID}:x`]) {
      const res = await handOff({ type: 'google', token: googleToken({ sub: subject }), intent }, PROFILE);
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(PROFILE);
      expect(sessionCookie(res)).toBeTruthy();
    }
    expect(await follows(userId)).toBe(false);
    expect(await voted(userId)).toBe(false);
  });

  it('a hand-off another browser started does nothing with its intent', async () => {
    const subject = `g-csrf-${tag()}`;
    const userId = await googleReader(subject);
    mockGoogleKeys();
    const url = handOffUrl(
      { type: 'google', token: googleToken({ sub: subject }), intent: followIntent(F.WRITER_USERNAME) },
      PROFILE,
    );
    const res = await request(t.app).get(url).set('Cookie', 'sl_oauth_state=someone-elses-state');
    expect(res.headers.location).toMatch(/^\/login\?/);
    expect(await follows(userId)).toBe(false);
  });
});

describe('social sign-up completion with an intent', () => {
  it('vote: the form carries it (also after a refused post); the new account has voted, then /start', async () => {
    const id = tag();
    const token = `fb-vote-${id}`;
    mockFacebook(token, {
      id: `9${parseInt(id, 16)}`,
      name: 'Vera Voter',
      email: `vera.${id}@example.org`,
      birthday: '07/15/1992',
    });
    const first = await handOff({ type: 'facebook', token, intent: voteIntent(PART_ID) }, PART_PAGE);
    expect(first.headers.location).toBe('/oauth-auth/complete');
    const pending = sessionCookie(first) ?? '';
    const page = await request(t.app).get('/oauth-auth/complete').set('Cookie', pending);
    expect(page.text).toContain(`name="intent" value="${voteIntent(PART_ID)}"`);
    const json = await request(t.app).get('/oauth-auth/complete?json=1').set('Cookie', pending);
    expect(json.body.completion.intent).toBe(voteIntent(PART_ID));
    const cookie = `${pending}; ${cookiesOf(page)}`;
    const post = (body: Record<string, string>) =>
      request(t.app)
        .post('/oauth-auth/complete')
        .set('Cookie', cookie)
        .type('form')
        .send({
          _csrf: csrfField(page.text),
          available: 'email,birthday',
          intent: voteIntent(PART_ID),
          ...body,
        });

    const refused = await post({}); // no consent
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(`name="intent" value="${voteIntent(PART_ID)}"`);

    const done = await post({ policy: 'on' });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe(`/start?nextUrl=${encodeURIComponent(PART_PAGE)}`);
    const user = await t
      .db('users')
      .where({ email: `vera.${id}@example.org` })
      .first();
    expect(await voted(Number(user.id))).toBe(true);
  });

  it('a completion post without the hidden field still does the intent the hand-off carried', async () => {
    const id = tag();
    const token = `fb-follow-${id}`;
    mockFacebook(token, {
      id: `8${parseInt(id, 16)}`,
      name: 'Finn',
      email: `finn.${id}@example.org`,
      birthday: '01/02/1990',
    });
    const first = await handOff(
      { type: 'facebook', token, intent: followIntent(F.WRITER_USERNAME) },
      PROFILE,
    );
    const pending = sessionCookie(first) ?? '';
    const page = await request(t.app).get('/oauth-auth/complete').set('Cookie', pending);
    const done = await request(t.app)
      .post('/oauth-auth/complete')
      .set('Cookie', `${pending}; ${cookiesOf(page)}`)
      .type('form')
      .send({ _csrf: csrfField(page.text), available: 'email,birthday', policy: 'on' });
    expect(done.headers.location).toBe(`/start?nextUrl=${encodeURIComponent(PROFILE)}`);
    const user = await t
      .db('users')
      .where({ email: `finn.${id}@example.org` })
      .first();
    expect(await follows(Number(user.id))).toBe(true);
  });
});

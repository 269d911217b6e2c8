/**
 * The safety pages as the server renders them (JavaScript off): the settings lists with a form per
 * row, 8 a page; the restricted profile of a muted or blocked account with its Unmute / Unblock
 * form and tabs.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { USERS } from '../../../../seeds/fixtures';
import { SAFETY_MESSAGES as M } from '../../../shared/safety/messages';
import { asSession as as } from '../../test/apiAssertions';
import { text } from '../../test/html';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

let t: TestApp;
let rosa: TestSession;
const others = [USERS.ava, USERS.bram, USERS.celine, USERS.dev, USERS.elio, USERS.sam, USERS.mona];

beforeAll(async () => {
  t = await createTestApp();
  rosa = await t.login(USERS.rosa.id);
}, 30_000);
afterAll(() => t.close());

const page = (path: string) => request(t.app).get(path).set('Cookie', rosa.cookie);

describe('settings ?section=mute|block', () => {
  it('lists the muted accounts 8 a page, each with an unmute form', async () => {
    // 7 seeded accounts plus two made here: two pages.
    const extra = ['zed_extra', 'zoe_extra'];
    for (const username of extra) {
      await t.db('users').insert({
        username,
        email: `${username}@example.com`,
        verified_email: true,
        created_at: new Date(),
        updated_at: new Date(),
      });
    }
    for (const u of [...others.map((o) => o.username), ...extra].map((username) => ({ username }))) {
      await as(rosa, request(t.app).post(`/apiv2/ignoreuser?id=${u.username}&action=ignore_user`)).expect(
        200,
      );
    }
    const first = await page('/settings?section=mute').expect(200);
    expect(first.text.match(/name="action" value="unmute"/g)).toHaveLength(8);
    expect(first.text).toContain('action="/safety"');
    expect(first.text).toContain('href="/settings?section=mute&amp;page=2"');
    const second = await page('/settings?section=mute&page=2').expect(200);
    expect(second.text.match(/name="action" value="unmute"/g)).toHaveLength(1);
    expect(second.text).toContain('href="/settings?section=mute"');
  }, 30_000);

  it('shows the empty blocked list', async () => {
    const res = await page('/settings?section=block').expect(200);
    expect(text(res.text)).toContain(M.blockedListEmpty);
  });
});

describe('the restricted profile', () => {
  it('shows the header, the Unmute form and the tabs for a muted account', async () => {
    const res = await page(`/user/${USERS.elio.username}`).expect(200);
    expect(res.text).toMatch(/name="action" value="unmute"/);
    expect(res.text).toContain('>Unmute</button>');
    for (const tab of ['About', 'Conversations', 'Following']) expect(res.text).toContain(`>${tab}</a>`);
    expect(res.text).toContain('Reading lists');
  });

  it('shows Unblock for a blocked account, and the full profile to others', async () => {
    await as(rosa, request(t.app).post(`/v4/users/${USERS.bram.username}/blocks`)).expect(200);
    const res = await page(`/user/${USERS.bram.username}`).expect(200);
    expect(res.text).toContain('>Unblock</button>');
    const visitor = await request(t.app).get(`/user/${USERS.bram.username}`).expect(200);
    expect(visitor.text).not.toContain('>Unblock</button>');
  });
});

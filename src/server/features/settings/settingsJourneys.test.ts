/**
 * The settings journeys of issue 24 without JavaScript: resending the verification mail, the
 * mute and block sections, and every link the footer and the account section show (none may be
 * a dead end).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { footerMessages } from '../../../shared/common/footerMessages';
import { premiumMessages, privacyPolicy, terms } from '../../../shared/help/legalMessages';
import { sectionMessages as sm } from '../../../shared/settings/sectionMessages';
import { SAFETY_MESSAGES } from '../../../shared/safety/messages';
import { text } from '../../test/html';
import { createTestApp, type TestApp } from '../../test/testApp';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const U = F.USERS;
const mails = async (to: string) =>
  Number((await t.db('outbox_messages').where({ to }).count({ n: '*' }))[0].n);

/** The `href`s of the links inside the element that starts at `marker`, up to its closing tag. */
function linksIn(html: string, open: RegExp, close: string): string[] {
  const start = html.search(open);
  expect(start).toBeGreaterThanOrEqual(0);
  const block = html.slice(start, html.indexOf(close, start));
  return [...block.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
}

describe('resend the verification email from settings (JavaScript off)', () => {
  it('shows the unverified state with Resend email, then the spec success view once', async () => {
    const s = await t.login(U.sam.id);
    const page = await request(t.app).get('/settings?section=account').set('Cookie', s.cookie);
    expect(text(page.text)).toContain(sm.resendEmail);
    expect(page.text).toContain('name="form" value="verification"');

    const address = `${U.sam.username}@example.com`;
    const before = await mails(address);
    const res = await request(t.app)
      .post('/settings?section=account')
      .set('Cookie', s.cookie)
      .type('form')
      .send({ _csrf: s.csrfToken, form: 'verification', id: U.sam.id });
    expect([res.status, res.headers.location]).toEqual([303, '/settings?section=account']);
    expect(await mails(address)).toBe(before + 1);

    const after = text((await request(t.app).get(res.headers.location).set('Cookie', s.cookie)).text);
    expect(after).toContain(sm.resendSentTitle);
    expect(after).toContain(sm.resendSentBody(address));
    const again = text((await request(t.app).get('/settings').set('Cookie', s.cookie)).text);
    expect(again).not.toContain(sm.resendSentBody(address));
  });

  it('shows the spec failure view when the account has no address to send to', async () => {
    await t.db('users').where({ id: U.dev.id }).update({ verified_email: false, email: null });
    const s = await t.login(U.dev.id);
    const res = await request(t.app)
      .post('/settings')
      .set('Cookie', s.cookie)
      .type('form')
      .send({ _csrf: s.csrfToken, form: 'verification' });
    expect(res.status).toBe(303);
    const page = text((await request(t.app).get('/settings').set('Cookie', s.cookie)).text);
    expect(page).toContain(sm.resendFailedTitle);
    expect(page).toContain(sm.resendFailedBody);
  });

  it("refuses to resend for another user's id and shows no Resend to a verified account", async () => {
    const s = await t.login(U.rosa.id);
    const page = await request(t.app).get('/settings').set('Cookie', s.cookie);
    expect(page.text).not.toContain('value="verification"');
    const res = await request(t.app)
      .post('/settings')
      .set('Cookie', s.cookie)
      .type('form')
      .send({ _csrf: s.csrfToken, form: 'verification', id: U.sam.id });
    expect(res.status).toBe(403);
  });
});

describe('change email with a wrong password (JavaScript off)', () => {
  it('shows the message under the password field, not under New email', async () => {
    const s = await t.login(U.bram.id);
    const res = await request(t.app)
      .post('/settings?section=account&edit=email')
      .set('Cookie', s.cookie)
      .type('form')
      .send({
        _csrf: s.csrfToken,
        form: 'email',
        id: U.bram.id,
        email: 'bram.elsewhere@example.org',
        confirm_email: 'bram.elsewhere@example.org',
        password: 'not-my-password',
      });
    expect(res.status).toBe(400);
    expect(res.text).toMatch(
      /id="settings-email-password"[^>]*aria-invalid="true"[^>]*aria-describedby="settings-email-password-message"/,
    );
    expect(res.text).toMatch(
      /<span id="settings-email-password-message"[^>]*>The password you entered is incorrect.<\/span>/,
    );
    expect(res.text).not.toMatch(/id="settings-new-email"[^>]*aria-invalid/);
  });
});

describe('the mute and block sections', () => {
  it('list the muted and blocked accounts (none yet) instead of the account section', async () => {
    const s = await t.login(U.rosa.id);
    for (const [section, heading, body] of [
      ['mute', sm.muteHeading, SAFETY_MESSAGES.mutedListEmpty],
      ['block', sm.blockHeading, SAFETY_MESSAGES.blockedListEmpty],
    ]) {
      const page = await request(t.app).get(`/settings?section=${section}`).set('Cookie', s.cookie);
      expect(page.status).toBe(200);
      const html = text(page.text);
      expect(html).toContain(heading);
      expect(html).toContain(body);
      expect(page.text).not.toContain('href="/settings?section=account&amp;edit=email"');
    }
  });
});

describe('terms, privacy policy and Premium pages', () => {
  it('serve our texts with the product name, JavaScript off', async () => {
    const product = t.config.productName;
    const cases: [string, string, string][] = [
      ['/terms', terms(product).title, terms(product).sections[1].paragraphs[0]],
      ['/privacy', privacyPolicy(product).title, privacyPolicy(product).sections[0].list?.[0] ?? ''],
      ['/premium/', premiumMessages(product).title, premiumMessages(product).notOnSale],
    ];
    for (const [path, title, line] of cases) {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(200);
      const html = text(res.text);
      expect(html).toContain(title);
      expect(html).toContain(line);
      expect(html).toContain(product);
    }
    expect((await request(t.app).get('/premium')).status).toBe(200);
  });
});

describe('no link of the footer or the account section is a dead end', () => {
  const answers = async (href: string, cookie?: string) => {
    const req = request(t.app).get(href);
    return (cookie ? req.set('Cookie', cookie) : req).then((r) => r.status);
  };

  it("a visitor's footer: every link answers 200", async () => {
    const page = await request(t.app).get('/home');
    const links = linksIn(page.text, /<nav[^>]*aria-label="Footer"/, '</nav>');
    expect(links).toEqual(
      expect.arrayContaining(['/terms', '/privacy', '/premium/', '/help', '/privacy/do-not-sell']),
    );
    for (const href of links) expect([href, await answers(href)]).toEqual([href, 200]);
  });

  it("a reader's footer and account section: their data, writer journey and close account, all 200/302", async () => {
    const s = await t.login(U.rosa.id);
    const page = await request(t.app).get('/settings?section=account').set('Cookie', s.cookie);
    const footer = linksIn(page.text, /<nav[^>]*aria-label="Footer"/, '</nav>');
    const account = linksIn(page.text, /<nav[^>]*aria-labelledby="settings-more-heading"/, '</nav>');
    const own = `/settings/your-${t.config.productName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-data`;
    for (const list of [footer, account])
      expect(list).toEqual(expect.arrayContaining([own, '/start/writerjourney', '/close-account']));
    expect(text(page.text)).toContain(footerMessages.closeAccount);
    const settingsLinks = linksIn(page.text, /<section[^>]*aria-labelledby="settings-title"/, '</main>');
    for (const href of new Set([...footer, ...settingsLinks])) {
      const status = await answers(href, s.cookie);
      expect([href, [200, 302, 303].includes(status)]).toEqual([href, true]);
    }
  });
});

describe('own data export: everything the account keeps, dates as dates', () => {
  it('includes content and notification settings, preferred genres and onboarding answers', async () => {
    const id = U.mona.id;
    await t.db('users').where({ id }).update({ notify_alerts: false, notify_subscribe: false });
    await t.db('content_settings').where({ user_id: id }).delete();
    await t.db('content_settings').insert({
      user_id: id,
      include_mature: true,
      preferred_tags: JSON.stringify(['romance', 'fantasy']),
      updated_at: new Date(),
    });
    await t.db('blocked_tags').where({ user_id: id }).delete();
    await t.db('blocked_tags').insert([
      { user_id: id, tag: 'horror', position: 0 },
      { user_id: id, tag: 'gore', position: 1 },
    ]);
    await t.db('onboarding_answers').where({ user_id: id }).delete();
    await t.db('onboarding_answers').insert({
      user_id: id,
      user_type: 'writer',
      writer_stage: 'fun',
      finished_story: null,
      updated_at: new Date(),
    });
    const s = await t.login(id);
    const own = `/settings/your-${t.config.productName.toLowerCase()}-data`;
    const json = await request(t.app).get(`${own}?json=1`).set('Cookie', s.cookie);
    expect(json.status).toBe(200);
    expect(json.body.settings).toEqual({
      notifications: { alerts: false, alertssub: true, subscribe: false },
      content: { includeMature: true, blockedTags: ['horror', 'gore'] },
      preferredGenres: ['romance', 'fantasy'],
      onboarding: { user_type: 'writer', writer_stage: 'fun', finished_story: null },
    });

    const page = await request(t.app).get(own).set('Cookie', s.cookie);
    // What the page shows (the state script after it carries the raw JSON).
    const html = text(page.text.slice(page.text.indexOf('<main'), page.text.indexOf('</main>')));
    expect(html).toContain('horror, gore');
    expect(html).toContain('romance, fantasy');
    expect(html).toContain('writer · fun · Not answered');
    // "Joined" and every other moment read as dates ("Nov 22, 2026 10:00AM"), never raw ISO.
    expect(html).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    expect(html).toMatch(/Joined<\/dt><dd>[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}[AP]M</);
  });
});

describe('refusals name what was refused', () => {
  it("another user's content, privacy and onboarding settings: 403 naming them, not reading lists", async () => {
    const s = await t.login(U.rosa.id);
    const other = U.ava.username;
    const cases: [string, RegExp][] = [
      [`/v5/users/${other}/content-settings`, /content settings/],
      [`/v5/users/${other}/privacy-settings/ccpa`, /privacy settings/],
      [`/v5/users/${other}/onboarding-answers`, /onboarding answers/],
    ];
    for (const [path, names] of cases) {
      const res = await request(t.app).get(path).set('Cookie', s.cookie);
      expect([path, res.status, res.body.error_code]).toEqual([path, 403, 1154]);
      expect(res.body.message).toMatch(names);
      expect(res.body.message).not.toMatch(/reading lists|library/);
    }
  });

  it('an unfollow without usernames says unfollow', async () => {
    const s = await t.login(U.rosa.id);
    const res = await request(t.app)
      .delete(`/api/v3/users/${U.rosa.username}/following`)
      .set('Cookie', s.cookie)
      .set('x-csrf-token', s.csrfToken)
      .send({ users: ' , ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Give the usernames to unfollow');
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { settingsMessages as m } from '../../../shared/settings/messages';
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

describe('/settings pages (JavaScript off)', () => {
  it('sends a visitor to log in and back', async () => {
    const res = await request(t.app).get('/settings?section=account');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/login?nextUrl=${encodeURIComponent('/settings?section=account')}`);
    const n = await request(t.app).get('/settings/notifications');
    expect(n.headers.location).toBe(`/login?nextUrl=${encodeURIComponent('/settings/notifications')}`);
  });

  it('shows the account section with username, email state and password; notifications redirect', async () => {
    const s = await t.login(U.sam.id);
    const page = await request(t.app).get('/settings?section=account').set('Cookie', s.cookie);
    expect(page.status).toBe(200);
    const html = text(page.text);
    expect(html).toContain(U.sam.username);
    expect(html).toContain(`${U.sam.username}@example.com`);
    expect(html).toContain(m.notVerified);
    expect(html).toContain('href="/settings?section=account&edit=email"');
    const notif = await request(t.app).get('/settings?section=notifications').set('Cookie', s.cookie);
    expect([notif.status, notif.headers.location]).toEqual([303, '/settings/notifications']);
  });

  it('renders the content section (its form preloaded on the server)', async () => {
    const s = await t.login(U.sam.id);
    const page = await request(t.app).get('/settings?section=content').set('Cookie', s.cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain('action="/settings/content"');
  });

  it('re-renders a refused change under its field and refuses a post without the CSRF token', async () => {
    const s = await t.login(U.bram.id);
    const noCsrf = await request(t.app)
      .post('/settings')
      .set('Cookie', s.cookie)
      .type('form')
      .send({ form: 'email', id: U.bram.id, email: 'a@example.org', confirm_email: 'a@example.org' });
    expect(noCsrf.status).toBe(403);
    const res = await request(t.app)
      .post('/settings?section=account&edit=email')
      .set('Cookie', s.cookie)
      .type('form')
      .send({
        _csrf: s.csrfToken,
        form: 'email',
        id: U.bram.id,
        email: 'a@example.org',
        confirm_email: 'b@example.org',
        password: F.DEMO_PASSWORD,
      });
    expect(res.status).toBe(400);
    expect(text(res.text)).toContain(m.emailMismatch);
    expect(res.text).toContain('value="a@example.org"');
    expect(res.text).not.toContain(F.DEMO_PASSWORD);
  });

  it('changes the email by a form post: to /login?nexturl=/settings, then the email-sent notice once', async () => {
    const s = await t.login(U.elio.id);
    const res = await request(t.app)
      .post('/settings?section=account&edit=email')
      .set('Cookie', s.cookie)
      .type('form')
      .send({
        _csrf: s.csrfToken,
        form: 'email',
        id: U.elio.id,
        email: 'elio.new@example.org',
        confirm_email: 'elio.new@example.org',
        password: F.DEMO_PASSWORD,
      });
    expect([res.status, res.headers.location]).toEqual([303, '/login?nexturl=/settings']);
    const login = await request(t.app).get(res.headers.location).set('Cookie', s.cookie);
    expect([login.status, login.headers.location]).toEqual([303, '/settings']);
    const page = await request(t.app).get('/settings').set('Cookie', s.cookie);
    expect(text(page.text)).toContain(m.emailSentBody('elio.new@example.org'));
    const again = await request(t.app).get('/settings').set('Cookie', s.cookie);
    expect(text(again.text)).not.toContain(m.emailSentBody('elio.new@example.org'));
  });

  it('changes the password by a form post: every session ends and log-in says so', async () => {
    const s = await t.login(U.celine.id);
    const res = await request(t.app).post('/settings').set('Cookie', s.cookie).type('form').send({
      _csrf: s.csrfToken,
      form: 'password',
      id: U.celine.id,
      old_password: F.DEMO_PASSWORD,
      new_password: 'quiet-harbour-lamp-7',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/login\?nexturl=\/settings&notice=/);
    const after = await request(t.app).get('/settings').set('Cookie', s.cookie);
    expect(after.status).toBe(303);
  });

  it('shows the 467 message under the current password without JavaScript', async () => {
    const s = await t.login(U.dev.id);
    const res = await request(t.app).post('/settings').set('Cookie', s.cookie).type('form').send({
      _csrf: s.csrfToken,
      form: 'password',
      old_password: 'nope',
      new_password: 'quiet-harbour-lamp-7',
    });
    expect(res.status).toBe(400);
    expect(text(res.text)).toContain(m.wrongPassword);
  });

  it('saves notification settings by a form post (unticked boxes are off)', async () => {
    const s = await t.login(U.ava.id);
    const res = await request(t.app)
      .post('/settings/notifications')
      .set('Cookie', s.cookie)
      .type('form')
      .send({ _csrf: s.csrfToken, alertssub: 'true' });
    expect([res.status, res.headers.location]).toEqual([303, '/settings/notifications']);
    const row = await t
      .db('users')
      .where({ id: U.ava.id })
      .first('notify_alerts', 'notify_alertssub', 'notify_subscribe');
    expect([row.notify_alerts, row.notify_alertssub, row.notify_subscribe].map(Boolean)).toEqual([
      false,
      true,
      false,
    ]);
    const page = await request(t.app).get('/settings/notifications').set('Cookie', s.cookie);
    expect(text(page.text)).toContain(m.notificationsSaved);
  });

  it('sets a missing birthdate once; a birthdate outside the rules is refused', async () => {
    await t.db('users').where({ id: U.admin.id }).update({ birthdate: null });
    const s = await t.login(U.admin.id);
    const post = (birthdate: string) =>
      request(t.app)
        .post('/settings')
        .set('Cookie', s.cookie)
        .type('form')
        .send({ _csrf: s.csrfToken, form: 'birthdate', birthdate });
    const bad = await post('31/12/1990');
    expect(bad.status).toBe(400);
    expect(text(bad.text)).toContain(m.fixErrors);
    const ok = await post('1990-12-31');
    expect(ok.status).toBe(303);
    const again = await post('1991-01-01');
    expect(again.status).toBe(400);
    const row = await t.db('users').where({ id: U.admin.id }).first('birthdate');
    expect(String(row.birthdate).slice(0, 10)).toBe('1990-12-31');
  });
});

import type { Express } from 'express';
import request from 'supertest';
import { READER_USER_ID } from '../../../seeds/fixtures';
import { createTestApp, type TestApp } from '../test/testApp';

describe('CSRF protection', () => {
  let app: Express;
  let login: TestApp['login'];
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, login, close } = await createTestApp()));
  afterAll(() => close());

  it('refuses an API write without a token with the legacy error body', async () => {
    const res = await request(app).post('/api/v3/lists').send({ name: 'x' }).expect(403);
    expect(res.body).toMatchObject({ result: 'ERROR', error_code: 1154, error_type: 'CsrfError' });
  });

  it('refuses a form post without a token with an HTML page', async () => {
    const res = await request(app).post('/signup').type('form').send({ email: 'a@b.c' }).expect(403);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('This request was refused.');
  });

  it('refuses a forged token', async () => {
    await request(app).delete('/api/v3/users/admin/library/1').set('x-csrf-token', 'forged').expect(403);
  });

  it('accepts a write carrying the session token, and gives signed-in pages that token', async () => {
    const { cookie, csrfToken } = await login(READER_USER_ID);
    // Past the CSRF check, an unknown endpoint answers 1001 instead of 403.
    const res = await request(app)
      .post('/api/v3/nowhere')
      .set('Cookie', cookie)
      .set('x-csrf-token', csrfToken)
      .expect(404);
    expect(res.body.error_code).toBe(1001);
    const page = await request(app).get('/home').set('Cookie', cookie).expect(200);
    expect(page.text).toContain(`"csrfToken":"${csrfToken}"`);
    expect(page.text).toContain('"username":"reader_rosa"');
  });

  it('gives visitors no token and no session', async () => {
    const page = await request(app).get('/home').expect(200);
    expect(page.text).toContain('"csrfToken":null');
    expect(page.headers['set-cookie']).toBeUndefined();
  });

  it('lets reads through', async () => {
    await request(app).get('/api/v3/categories').expect(200);
  });
});

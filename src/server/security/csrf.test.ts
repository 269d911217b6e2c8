import type { Express } from 'express';
import request from 'supertest';
import { createTestApp } from '../test/testApp';

describe('CSRF protection', () => {
  let app: Express;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await createTestApp()));
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

  it('lets reads through', async () => {
    await request(app).get('/api/v3/categories').expect(200);
  });
});

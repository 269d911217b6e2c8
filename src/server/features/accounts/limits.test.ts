import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { DEMO_PASSWORD } from '../../../../seeds/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testAddress } from '../../test/sessions';

describe('the per-account log-in limit names the account the log-in checks', () => {
  jest.setTimeout(30_000);
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await createTestApp({ loginLimits: { windowMs: 60_000, perAccount: 3, perAddress: 50 } })),
  );
  afterAll(() => t.close());

  async function formAttempt(path: string, username: string, password: string) {
    const ip = testAddress();
    const v = await t.visit('/login', ip);
    return request(t.app)
      .post(path)
      .set('X-Forwarded-For', ip)
      .set('Cookie', v.cookie)
      .type('form')
      .send({ _csrf: v.csrfToken, username, password });
  }

  it('a decoy username in the query does not give the body’s account fresh guesses', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await formAttempt(`/login?username=decoy${i}`, 'bram_stone', 'wrong')).status).toBe(401);
    }
    expect((await formAttempt('/login?username=decoy9', 'bram_stone', DEMO_PASSWORD)).status).toBe(429);
  });

  it('the API counts the account it logs in, wherever the name is sent', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await request(t.app)
        .post(`/v4/sessions?username=decoy${i}`)
        .set('X-Forwarded-For', testAddress())
        .send({ username: 'celine_fr', password: 'wrong' });
      expect(res.status).toBe(401);
    }
    await request(t.app)
      .post(`/v4/sessions?username=celine_fr&password=${DEMO_PASSWORD}`)
      .set('X-Forwarded-For', testAddress())
      .expect(429);
  });
});

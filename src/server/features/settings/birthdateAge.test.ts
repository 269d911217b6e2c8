import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { settingsMessages as m } from '../../../shared/settings/messages';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const yearsAgo = (years: number, days = 0): string => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('a birthdate set in settings outside the test group (issue 25 §10)', () => {
  it('refuses one under 13 and accepts one of 13', async () => {
    const id = F.USERS.celine.id;
    await t.db('users').where({ id }).update({ birthdate: null });
    const s = await t.login(id);
    const save = (birthdate: string) =>
      request(t.app)
        .post('/apiv2/updateuserbirthdate')
        .set('Cookie', s.cookie)
        .set('x-csrf-token', s.csrfToken)
        .send({ birthdate });
    const young = await save(yearsAgo(12, 0));
    expect(young.status).toBe(400);
    expect(young.body.message).toBe(m.fixErrors);
    expect(
      ((await t.db('users').where({ id }).first('birthdate')) as { birthdate: unknown }).birthdate,
    ).toBeNull();
    const ok = await save(yearsAgo(13, -1));
    expect(ok.status).toBe(200);
  });
});

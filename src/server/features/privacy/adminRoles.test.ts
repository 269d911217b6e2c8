import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { accountMessages as m } from '../../../shared/privacy/accountMessages';
import { makeAdmin } from '../accounts/admin';
import { CLOSED_ACCOUNT, logIn } from '../accounts/accountsService';
import { createTestApp, type TestApp } from '../../test/testApp';
import { closeAsAdmin } from './adminClose';

let t: TestApp;
jest.setTimeout(30_000);
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('roles', () => {
  it('shows verified, staff and ambassador badges on the user and the signed-in viewer', async () => {
    await t.db('users').where({ id: F.READER_USER_ID }).update({ is_ambassador: true, is_staff: true });
    const api = await request(t.app).get(`/api/v3/users/${F.READER_USERNAME}`);
    expect(api.body).toMatchObject({ ambassador: true, is_staff: true, verified: false });
    const writer = await request(t.app).get(`/api/v3/users/${F.WRITER_USERNAME}`);
    expect(writer.body).toMatchObject({ verified: true, ambassador: false });

    const page = await request(t.app).get(`/user/${F.READER_USERNAME}`);
    expect(page.text).toMatch(/aria-label="Badges"[^]*Staff[^]*Ambassador/);

    const s = await t.login(F.READER_USER_ID);
    const own = await request(t.app).get('/home').set('Cookie', s.cookie);
    expect(own.text).toMatch(/"isSysAdmin":false,"isStaff":true,"isAmbassador":true,"isVerified":false/);
    const admin = await t.login(F.ADMIN_USER_ID);
    const adminPage = await request(t.app).get('/home').set('Cookie', admin.cookie);
    expect(adminPage.text).toContain('"isSysAdmin":true');
  });

  it('npm run admin promotes a user to system admin', async () => {
    expect(await makeAdmin(t.db, { username: F.WRITER_USERNAME })).toMatchObject({
      ok: true,
      created: false,
    });
    const row = await t.db('users').where({ id: F.WRITER_USER_ID }).first('is_sysadmin');
    expect(Boolean(row.is_sysadmin)).toBe(true);
  });
});

describe('an admin closes an account with a reason', () => {
  it('accepts only the spec’s close-account reasons and stores the code', async () => {
    expect(await closeAsAdmin(t.db, { username: F.UNVERIFIED_USERNAME, reason: 'boredom' })).toEqual({
      ok: false,
      error: m.closeUnknownReason,
    });
    const r = await closeAsAdmin(t.db, { username: F.UNVERIFIED_USERNAME, reason: 'spam' });
    expect(r.ok).toBe(true);
    const row = await t
      .db('users')
      .where({ username: F.UNVERIFIED_USERNAME })
      .first('close_reason', 'closed_at');
    expect(row.close_reason).toBe('spam');
    expect(row.closed_at).not.toBeNull();
    expect(await logIn(t.db, F.UNVERIFIED_USERNAME, F.DEMO_PASSWORD)).toBe(CLOSED_ACCOUNT);
    expect(await closeAsAdmin(t.db, { username: F.UNVERIFIED_USERNAME, reason: 'spam' })).toMatchObject({
      ok: false,
    });
  });
});

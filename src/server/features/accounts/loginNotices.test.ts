import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { accountMessages } from '../../../shared/privacy/accountMessages';
import { recoveryMessages } from '../../../shared/recovery/messages';
import { settingsMessages } from '../../../shared/settings/messages';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

/** The texts of the page's alerts (danger `role=alert`, info `role=status`). */
const alerts = (html: string): string[] =>
  [...html.matchAll(/role="(?:alert|status)"[^>]*>([^<]*)</g)].map((m) => m[1]).filter(Boolean);

describe('?msg= and ?notice= show only our own messages (issue 25 §10)', () => {
  const fake = 'Your account is suspended. Call +1 555 0100 to restore it.';

  it('the log-in page ignores any other text', async () => {
    const res = await request(t.app).get(
      `/login?msg=${encodeURIComponent(fake)}&notice=${encodeURIComponent(fake)}`,
    );
    expect(res.status).toBe(200);
    expect(alerts(res.text)).toEqual([]);
  });

  it('the log-in page shows a known notice, the forgot page a known message', async () => {
    const login = await request(t.app).get(`/login?notice=${encodeURIComponent(accountMessages.closed)}`);
    expect(alerts(login.text)).toEqual([accountMessages.closed]);
    const changed = await request(t.app).get(
      `/login?notice=${encodeURIComponent(settingsMessages.passwordChanged)}`,
    );
    expect(alerts(changed.text)).toEqual([settingsMessages.passwordChanged]);
    const forgot = await request(t.app).get(
      `/forgot?msg=${encodeURIComponent(recoveryMessages.invalidResetLink)}`,
    );
    expect(alerts(forgot.text)).toContain(recoveryMessages.invalidResetLink);
    const other = await request(t.app).get(`/forgot?msg=${encodeURIComponent(fake)}`);
    expect(alerts(other.text)).not.toContain(fake);
  });
});

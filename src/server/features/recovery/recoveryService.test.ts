import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import * as F from '../../../../seeds/fixtures';
import { createTestDb, type TestDb } from '../../db/testDb';
import type { Mailer } from '../outbox/mailer';
import { requestPasswordReset } from './recoveryService';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.destroy();
});

describe('requestPasswordReset', () => {
  it('does not wait for a real SMTP send (timing would reveal that the account exists)', async () => {
    const errors: unknown[] = [];
    let fail: (e: Error) => void = () => undefined;
    const smtp: Mailer = {
      kind: 'smtp',
      send: () => new Promise<void>((_resolve, reject) => (fail = reject)),
    };
    const deps = {
      db: t.db,
      mailer: smtp,
      productName: 'Storyloom',
      onMailError: (e: unknown) => errors.push(e),
    };
    await requestPasswordReset(deps, F.READER_USERNAME, 'http://localhost');
    fail(new Error('smtp down'));
    await new Promise((r) => setTimeout(r, 0));
    expect(errors).toHaveLength(1);
  });

  it('sends nothing for an unknown account or one without an email', async () => {
    const sent: string[] = [];
    const mailer: Mailer = { kind: 'outbox', send: async (m) => void sent.push(m.to) };
    await t.db('users').where({ id: F.USERS.mona.id }).update({ email: null });
    for (const who of ['nobody_at_all', 'nobody@example.com', F.USERS.mona.username])
      await requestPasswordReset({ db: t.db, mailer, productName: 'S' }, who, 'http://x');
    expect(sent).toEqual([]);
    await requestPasswordReset(
      { db: t.db, mailer, productName: 'S' },
      F.WRITER_USERNAME.toUpperCase(),
      'http://x',
    );
    expect(sent).toEqual([`${F.WRITER_USERNAME}@example.com`]);
  });
});

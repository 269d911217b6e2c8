import * as F from '../../../../seeds/fixtures';
import { createTestDb, type TestDb } from '../../db/testDb';
import { ReadCache } from '../../lib/readCache';
import { createServiceContext, type ServiceContext } from '../../context';
import type { Viewer } from '../../../shared/common/session';
import { getStory } from './storiesService';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.destroy());

const owner: Viewer = {
  id: F.WRITER_USER_ID,
  username: F.WRITER_USERNAME,
  name: 'Ava',
  avatar: '',
  isSysAdmin: false,
  isStaff: false,
  isPremium: false,
  languageId: 1,
};

describe('anonymous read cache', () => {
  it('serves visitors a short-lived copy but never serves it to a signed-in viewer', async () => {
    const cache = new ReadCache();
    const visitor = createServiceContext({ db: t.db, viewer: null, origin: 'http://x', cache });
    const writer: ServiceContext = { ...visitor, viewer: owner };
    expect((await getStory(visitor, String(F.LONG_STORY_ID))).title).toBe(F.LONG_STORY_TITLE);

    await t.db('stories').where({ id: F.LONG_STORY_ID }).update({ title: 'The Salt Queen (revised)' });
    expect((await getStory(visitor, String(F.LONG_STORY_ID))).title).toBe(F.LONG_STORY_TITLE);
    expect((await getStory(writer, String(F.LONG_STORY_ID))).title).toBe('The Salt Queen (revised)');

    cache.invalidate(`story:${F.LONG_STORY_ID}:`);
    expect((await getStory(visitor, String(F.LONG_STORY_ID))).title).toBe('The Salt Queen (revised)');
  });
});

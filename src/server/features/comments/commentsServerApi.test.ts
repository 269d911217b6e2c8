/**
 * `Api.comments` in process (what SSR preloads use): the same answers as the HTTP API, for the
 * request's viewer — a visitor's set has no `liked`, the owner's shows theirs and may delete.
 */
import { LONG_STORY_PART_IDS, USERS } from '../../../../seeds/fixtures';
import { createTestDb, type TestDb } from '../../db/testDb';
import { testContext } from '../../test/serviceContext';
import { createCommentsServerApi } from './commentsServerApi';

const PART = LONG_STORY_PART_IDS[6];
const onPart = { namespace: 'parts' as const, resourceId: String(PART) };

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.destroy());

test('post, list, like, paragraph counts and remove through the in-process Api', async () => {
  const rosa = createCommentsServerApi(testContext(t.db, USERS.rosa.id));
  const visitor = createCommentsServerApi(testContext(t.db));
  const posted = await rosa.post(onPart, 'Read this twice', null);
  expect(posted).toMatchObject({ text: 'Read this twice', liked: false, canDelete: true });
  expect(posted.deeplink).toMatch(/^http:\/\/storyloom\.test\/\d+-.*\?commentId=\d+$/);
  const id = posted.commentId.resourceId;

  expect(await rosa.like(id, null)).toEqual({ count: 1 });
  const seen = await visitor.list(onPart, { limit: 500 });
  expect(seen.comments.map((c) => c.text)).toEqual(['Read this twice']);
  expect(seen.comments[0]).not.toHaveProperty('liked');
  expect((await rosa.get(id)).liked).toBe(true);

  const paragraphs = await visitor.paragraphCounts(PART);
  expect(paragraphs.paragraphs.length).toBeGreaterThan(0);
  await expect(visitor.remove(id, null)).rejects.toMatchObject({ status: 401, code: 1018 });
  await rosa.remove(id, null);
  expect((await visitor.list(onPart, { limit: 10 })).comments).toEqual([]);
});

import request from 'supertest';
import { LONG_STORY_ID, LONG_STORY_PART_IDS } from '../../../../seeds/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('reader details: addresses', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('answers 301 to the canonical address for a story id with leading zeros', async () => {
    const res = await request(t.app).get(`/story/00${LONG_STORY_ID}?ref=x`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`/story/${LONG_STORY_ID}-the-salt-queen?ref=x`);
  });

  it('answers 301 to the canonical address for a part id with leading zeros', async () => {
    const res = await request(t.app).get(`/0${LONG_STORY_PART_IDS[1]}`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toMatch(new RegExp(`^/${LONG_STORY_PART_IDS[1]}-`));
  });
});

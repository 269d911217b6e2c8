import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { ageOn } from './restriction';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** With Redis the session store accepts writes once connected: retry briefly. */
async function cookieOf(userId: number): Promise<string> {
  for (let i = 0; ; i++) {
    try {
      return (await t.login(userId)).cookie;
    } catch (e) {
      if (i >= 40) throw e;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describe('story page data', () => {
  it('lists up to 6 similar stories, never the story itself', async () => {
    const res = await request(t.app).get(`/api/v3/stories/${F.LONG_STORY_ID}/similar`);
    expect(res.status).toBe(200);
    const ids = (res.body.stories as { id: string }[]).map((s) => s.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(6);
    expect(ids).not.toContain(String(F.LONG_STORY_ID));
    expect(ids).not.toContain(String(F.DELETED_STORY_ID));
    expect((await request(t.app).get('/api/v3/stories/999999/similar')).body.error_code).toBe(1017);
  });

  it('ranks the story within each of its tags by reads', async () => {
    const res = await request(t.app).get(`/api/v3/stories/${F.LONG_STORY_ID}?fields=tags,tagRankings`);
    expect(res.body.tagRankings.map((r: { name: string }) => r.name)).toEqual(res.body.tags);
    for (const r of res.body.tagRankings as { rank: number; name: string }[]) {
      expect(r.rank).toBeGreaterThanOrEqual(1);
    }
  });

  it('gives a signed-in reader the rankings too, counted again when the story’s reads change', async () => {
    const cookie = await cookieOf(F.READER_USER_ID);
    const rankings = async () =>
      (
        await request(t.app)
          .get(`/api/v3/stories/${F.LONG_STORY_ID}?fields=tagRankings`)
          .set('Cookie', cookie)
          .expect(200)
      ).body.tagRankings as { name: string; rank: number }[];
    const own = await t.db('stories').where({ id: F.LONG_STORY_ID }).first('read_count');
    const reads = Number(own.read_count);
    const [first] = await rankings();
    const tag = await t.db('tags').where({ name: first.name }).first('id');
    // Every other listed story of that tag is read more than this one, once its own count drops.
    const others = t
      .db('story_tags')
      .where({ tag_id: tag.id, listed: true })
      .whereNot({ story_id: F.LONG_STORY_ID });
    const before: { story_id: number; read_count: number }[] = await others
      .clone()
      .select('story_id', 'read_count');
    await others.clone().update({ read_count: reads + 1 });
    await t
      .db('stories')
      .where({ id: F.LONG_STORY_ID })
      .update({ read_count: reads - 1 });
    await t
      .db('story_tags')
      .where({ story_id: F.LONG_STORY_ID })
      .update({ read_count: reads - 1 });
    try {
      expect((await rankings())[0]).toEqual({ name: first.name, rank: before.length + 1 });
    } finally {
      for (const o of before)
        await t
          .db('story_tags')
          .where({ tag_id: tag.id, story_id: o.story_id })
          .update({ read_count: o.read_count });
      await t.db('stories').where({ id: F.LONG_STORY_ID }).update({ read_count: reads });
      await t.db('story_tags').where({ story_id: F.LONG_STORY_ID }).update({ read_count: reads });
    }
  });

  it('marks paywalled parts without access as blocked', async () => {
    const [free, , , paid] = F.PAID_STORY_PART_IDS;
    expect((await request(t.app).get(`/v4/parts/${free}`)).body.isBlocked).toBe(false);
    expect((await request(t.app).get(`/v4/parts/${paid}`)).body.isBlocked).toBe(true);
  });
});

describe('Story restricted (mature stories)', () => {
  const part = F.TINY_STORIES.mature.partIds[0];

  it('refuses the text to visitors and to readers under 18, serves adults and the owner', async () => {
    const anon = await request(t.app).get(`/apiv2/storytext?id=${part}`);
    expect(anon.status).toBe(403);
    expect(anon.body.message).toBe('Story restricted');
    // Rosa has no birthdate (adult by sign-up); Elio is set to 15 here.
    expect(
      (
        await request(t.app)
          .get(`/apiv2/storytext?id=${part}`)
          .set('Cookie', await cookieOf(F.READER_USER_ID))
      ).status,
    ).toBe(200);
    const year = new Date().getUTCFullYear() - 15;
    await t
      .db('users')
      .where('id', F.USERS.elio.id)
      .update({ birthdate: `${year}-01-01` });
    const minor = await request(t.app)
      .get(`/apiv2/storytext?id=${part}`)
      .set('Cookie', await cookieOf(F.USERS.elio.id));
    expect(minor.status).toBe(403);
    expect(
      (
        await request(t.app)
          .get(`/apiv2/storytext?id=${part}`)
          .set('Cookie', await cookieOf(F.USERS.dev.id))
      ).status,
    ).toBe(200);
  });

  it('computes ages in whole years', () => {
    expect(ageOn('2008-06-15', new Date('2026-06-14T00:00:00Z'))).toBe(17);
    expect(ageOn('2008-06-15', new Date('2026-06-15T00:00:00Z'))).toBe(18);
  });
});

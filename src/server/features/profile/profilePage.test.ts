import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Express } from 'express';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { FOLLOW_MESSAGES } from '../../../shared/lists/messages';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

let t: TestApp;
let app: Express;
let rosa: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  for (let i = 0; ; i++) {
    try {
      rosa = await t.login(F.READER_USER_ID);
      break;
    } catch (e) {
      if (i >= 40) throw e;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}, 30_000); // migrating a MariaDB test database can take a while on a busy machine
afterAll(async () => {
  await t.close();
});

const AVA = F.WRITER_USERNAME;
const followers = async () =>
  Number((await t.db('follows').where('followee_id', F.WRITER_USER_ID).count({ n: '*' }).first())?.n);

describe('/user/{username} (server-rendered)', () => {
  it('shows about, published works linking to /story/{id}, lists and counts; visitors get the log-in link', async () => {
    const res = await request(app).get(`/user/${AVA}`).expect(200);
    expect(res.text).toContain(`@${AVA}`);
    expect(res.text).toContain(`href="/story/${F.LONG_STORY_ID}"`);
    expect(res.text).toContain('Published works');
    expect(res.text).toContain('Reading lists');
    expect(res.text).toContain('Followers');
    expect(res.text).toContain(`href="/login?nextUrl=%2Fuser%2F${AVA}"`);
  });

  it('answers 404 for an unknown user', async () => {
    await request(app).get('/user/nobody_here').expect(404);
  });

  it('follows and unfollows with the form (JavaScript off), then redirects back', async () => {
    const before = await followers();
    const page = await request(app).get(`/user/${AVA}`).set('Cookie', rosa.cookie).expect(200);
    expect(page.text).toContain(`action="/user/${AVA}/follow"`);
    const res = await request(app)
      .post(`/user/${AVA}/follow`)
      .set('Cookie', rosa.cookie)
      .type('form')
      .send({ _csrf: rosa.csrfToken, follow: '1' })
      .expect(303);
    expect(res.headers.location).toBe(`/user/${AVA}`);
    expect(await followers()).toBe(before + 1);
    const after = await request(app).get(`/user/${AVA}`).set('Cookie', rosa.cookie).expect(200);
    expect(after.text).toContain(FOLLOW_MESSAGES.unfollow);
    await request(app)
      .post(`/user/${AVA}/follow`)
      .set('Cookie', rosa.cookie)
      .type('form')
      .send({ _csrf: rosa.csrfToken, follow: '0' })
      .expect(303);
    expect(await followers()).toBe(before);
  });

  it('pages the published works 20 at a time with Show more (?works=), landing on the first new one', async () => {
    // 45 published stories for sam (copies of the long story and its first part).
    const { id: _id, ...story } = await t.db('stories').where('id', F.LONG_STORY_ID).first();
    const { id: _partId, ...part } = await t.db('parts').where('id', F.LONG_STORY_PART_IDS[0]).first();
    for (let i = 0; i < 45; i++) {
      const [storyId] = await t
        .db('stories')
        .insert({ ...story, user_id: F.USERS.sam.id, title: `Tide ${i}` });
      await t.db('parts').insert({ ...part, story_id: Number(storyId) });
    }
    const sam = F.USERS.sam.username;
    const works = (html: string) => [...html.matchAll(/<li[^>]* id="work-(\d+)"/g)].length;
    const first = await request(app).get(`/user/${sam}`).expect(200);
    expect(works(first.text)).toBe(20);
    expect(first.text).toContain(`href="/user/${sam}?works=40#work-20"`);
    const second = await request(app).get(`/user/${sam}?works=40`).expect(200);
    expect(works(second.text)).toBe(40);
    expect(second.text).toContain(`href="/user/${sam}?works=60#work-40"`);
    const all = await request(app).get(`/user/${sam}?works=60`).expect(200);
    expect(works(all.text)).toBe(45);
    expect(all.text).not.toContain('?works=80');
  });

  it('sends visitors to log in; a failure comes back with the spec message', async () => {
    const visitor = await request(app).post(`/user/${AVA}/follow`).type('form').send({ follow: '1' });
    expect(visitor.status).toBe(403); // no session, no CSRF token: refused before anything else
    const self = await request(app)
      .post(`/user/${F.READER_USERNAME}/follow`)
      .set('Cookie', rosa.cookie)
      .type('form')
      .send({ _csrf: rosa.csrfToken, follow: '1' })
      .expect(303);
    expect(self.headers.location).toBe(`/user/${F.READER_USERNAME}?follow=failed`);
    const page = await request(app).get(self.headers.location).set('Cookie', rosa.cookie).expect(200);
    expect(page.text).toContain(FOLLOW_MESSAGES.followFailed);
  });
});

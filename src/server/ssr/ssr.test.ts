import type { Express } from 'express';
import type { Knex } from 'knex';
import request from 'supertest';
import {
  LONG_STORY_ID,
  LONG_STORY_PART_IDS,
  LONG_STORY_TITLE,
  SCRIPT_PART_ID,
  SCRIPT_PART_PARAGRAPHS,
  READER_USER_ID,
} from '../../../seeds/fixtures';
import { STATE_ELEMENT_ID } from '../../shared/common/constants';
import { readingMessages as m } from '../../shared/stories/messages';
import { createTestApp, type TestApp } from '../test/testApp';
import { createServiceContext } from '../context';
import { renderPage } from './render';
import { createServerApi } from './serverApi';

const STATE_RE = new RegExp(
  `<script id="${STATE_ELEMENT_ID}" type="application/json" nonce="([^"]+)">([\\s\\S]*?)</script>`,
);

function inlinedState(html: string): { nonce: string; json: string; state: unknown } {
  const match = STATE_RE.exec(html);
  if (!match) throw new Error('no inlined state');
  return { nonce: match[1], json: match[2], state: JSON.parse(match[2]) };
}

describe('server-side rendering', () => {
  let app: Express;
  let db: Knex;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, db, close } = await createTestApp()));
  afterAll(() => close());

  it('renders a story page with its data in the HTML and a CSP nonce on the state', async () => {
    const res = await request(app).get(`/story/${LONG_STORY_ID}-the-salt-queen`).expect(200);
    expect(res.text).toContain(`<h1`);
    expect(res.text).toContain(LONG_STORY_TITLE);
    expect(res.text).toContain(m.startReading);
    const { nonce, state } = inlinedState(res.text);
    expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expect(
      (state as { stories: { entities: Record<string, { numParts: number }> } }).stories.entities[
        String(LONG_STORY_ID)
      ].numParts,
    ).toBe(50);
  });

  it('redirects a non-canonical story address to the canonical one, keeping the query', async () => {
    const res = await request(app).get(`/story/${LONG_STORY_ID}?ref=x`).expect(301);
    expect(res.headers.location).toBe(`/story/${LONG_STORY_ID}-the-salt-queen?ref=x`);
  });

  it('answers 404 with the story-not-found text for an unknown story', async () => {
    const res = await request(app).get('/story/999999').expect(404);
    expect(res.text).toContain(m.storyNotFoundTitle);
    expect(res.text).toContain('<title>Page not found - Storyloom</title>');
    // Its Go home link is ./home: from /story/999999 the browser asks for /story/home.
    expect(res.text).toContain('href="./home"');
    const home = await request(app).get('/story/home').expect(301);
    expect(home.headers.location).toBe('/home');
    // A real page whose address ends in /home (a tag called "home") is not redirected.
    await request(app).get('/stories/home').expect(200);
    // From a missing profile the link asks for /user/home: no user "home", so home (not for good).
    const profile = await request(app).get('/user/home').expect(302);
    expect(profile.headers.location).toBe('/home');
  });

  it('answers 404, not an error, for an address that names nothing (malformed percent-encoding, an empty tag)', async () => {
    for (const path of ['/user/%', '/stories/%', `/story/${LONG_STORY_ID}-x%ZZ`, '/stories/%23']) {
      const res = await request(app).get(path);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });

  it('renders a part with paragraph ids and previous/next links', async () => {
    const res = await request(app).get(`/${LONG_STORY_PART_IDS[1]}`).expect(301);
    const page = await request(app).get(res.headers.location).expect(200);
    expect(page.text).toMatch(/<p data-p-id="[0-9a-f]{32}">/);
    expect(page.text).toMatch(new RegExp(`<a href="/${LONG_STORY_PART_IDS[0]}-[^"]*"[^>]*rel="prev"`));
    expect(page.text).toMatch(new RegExp(`<a href="/${LONG_STORY_PART_IDS[2]}-[^"]*"[^>]*rel="next"`));
  });

  it('inlines state safely: </script> and U+2028 in a story text parse back equal', async () => {
    const ctx = createServiceContext({ db, viewer: null, origin: 'http://localhost' });
    const opts = {
      manifest: { publicPath: '/assets/', entry: { js: [], css: [] }, chunks: {} },
      productName: 'Storyloom',
      apiBase: '',
      budgetMs: 2000,
    };
    const part = await createServerApi(ctx).parts.get(SCRIPT_PART_ID);
    const result = await renderPage({ path: new URL(part.url).pathname, search: '' }, ctx, 'n0nce', opts);
    expect(result.status).toBe(200);
    const { json, state } = inlinedState(result.html ?? '');
    expect(json).not.toMatch(/<\/script|<!--|\u2028|\u2029/);
    expect(state).toEqual(JSON.parse(JSON.stringify(result.state)));
    const texts = JSON.stringify(state);
    expect(SCRIPT_PART_PARAGRAPHS.some((p) => p.includes('\u2028'))).toBe(true);
    expect(texts).toContain('\u2028');
    // The paragraph text reaches the page as text, never as markup.
    expect(result.html).not.toContain('<script>alert(1)');
  });

  it('never hangs: a saga that does not finish is cancelled at the time budget', async () => {
    const ctx = createServiceContext({ db, viewer: null, origin: 'http://localhost' });
    const hanging = { ...createServerApi(ctx), stories: { get: () => new Promise<never>(() => undefined) } };
    const opts = {
      manifest: { publicPath: '/assets/', entry: { js: [], css: [] }, chunks: {} },
      productName: 'Storyloom',
      apiBase: '',
      budgetMs: 100,
    };
    const started = Date.now();
    const result = await renderPage({ path: '/story/1', search: '' }, ctx, 'n', opts, hanging);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(result.timedOut).toBe(true);
    expect(result.status).toBe(503);
    expect(result.html).toContain('Loading');
  });

  it('lists stories on the home page as plain links (works without JavaScript)', async () => {
    const res = await request(app).get('/home').expect(200);
    expect(res.text).toContain(`href="/story/${LONG_STORY_ID}-the-salt-queen"`);
  });
});

describe('page cache for cookie-less visitors', () => {
  let app: Express;
  let close: () => Promise<void>;
  let login: TestApp['login'];
  beforeAll(async () => ({ app, close, login } = await createTestApp()));
  afterAll(() => close());

  it('serves the kept page with a fresh nonce that matches each response’s CSP', async () => {
    const path = `/story/${LONG_STORY_ID}-the-salt-queen`;
    const a = await request(app).get(path).set('Host', 'cache.test').expect(200);
    const b = await request(app).get(path).set('Host', 'cache.test').expect(200);
    const na = inlinedState(a.text).nonce;
    const nb = inlinedState(b.text).nonce;
    expect(na).not.toBe(nb);
    expect(a.headers['content-security-policy']).toContain(`'nonce-${na}'`);
    expect(b.headers['content-security-policy']).toContain(`'nonce-${nb}'`);
    expect(b.text).not.toContain('__sl_nonce_slot__');
    expect(b.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(inlinedState(b.text).state).toEqual(inlinedState(a.text).state);
  });

  it('sends a page whole, with its length and no ETag (each response has its own nonce), signed in or not', async () => {
    const { cookie } = await login(READER_USER_ID);
    for (const res of [
      await request(app).get('/home').set('Host', 'etag.test').set('Accept-Encoding', 'identity').expect(200),
      await request(app).get('/home').set('Cookie', cookie).set('Accept-Encoding', 'identity').expect(200),
    ]) {
      expect(res.headers.etag).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.text));
      expect(res.text).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/);
      expect(inlinedState(res.text).state).toMatchObject({ home: { status: 'succeeded' } });
    }
    const again = await request(app).get('/home').set('Cookie', cookie).set('If-None-Match', '*').expect(200);
    expect(again.text).toContain('</html>');
  });
});

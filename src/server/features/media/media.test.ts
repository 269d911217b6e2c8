import type { Express } from 'express';
import request from 'supertest';
import { inflateSync } from 'node:zlib';
import { avatarPath, coverPath } from '../../../shared/common/media';
import { createTestApp, type TestApp } from '../../test/testApp';
import { renderCover } from './cover';
import { PNG_SIGNATURE, crc32 } from './png';

let t: TestApp;
let app: Express;
beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
});
afterAll(() => t.close());

/** Signature, IHDR size, chunk CRCs, and that IDAT inflates to the right number of bytes. */
function readPng(buf: Buffer): { width: number; height: number } {
  expect(buf.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (offset < buf.length) {
    const length = buf.readUInt32BE(offset);
    const type = buf.toString('ascii', offset + 4, offset + 8);
    expect(buf.readUInt32BE(offset + 8 + length)).toBe(crc32(buf, offset + 4, offset + 8 + length));
    if (type === 'IHDR') {
      width = buf.readUInt32BE(offset + 8);
      height = buf.readUInt32BE(offset + 12);
      expect([buf[offset + 16], buf[offset + 17]]).toEqual([8, 2]);
    }
    if (type === 'IDAT') idat.push(buf.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  expect(inflateSync(Buffer.concat(idat)).length).toBe((width * 3 + 1) * height);
  return { width, height };
}

describe('media router', () => {
  it.each([256, 512])('serves a %i-wide 2:3 cover PNG, immutable', async (width) => {
    const res = await request(app)
      .get(coverPath(7, 'abc123', width))
      .buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBeTruthy();
    expect(readPng(res.body as Buffer)).toEqual({ width, height: width * 1.5 });
  });

  it('404s a width that is not one of COVER_WIDTHS, and malformed names', async () => {
    expect((await request(app).get('/img/cover/7-257-abc123.png')).status).toBe(404);
    expect((await request(app).get('/img/cover/7-256.png')).status).toBe(404);
    expect((await request(app).get('/img/cover/abc-256-v1.png')).status).toBe(404);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await request(app).get(coverPath(8, 'v1', 128));
    const again = await request(app)
      .get(coverPath(8, 'v1', 128))
      .set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
  });

  it('serves avatars at AVATAR_SIZES, including usernames with hyphens and accents', async () => {
    for (const [name, size] of [
      ['reader_rosa', 24],
      ['mara-ink', 128],
      ['céline', 42],
    ] as const) {
      const res = await request(app)
        .get(avatarPath(name, 'x9', size))
        .buffer(true);
      expect(res.status).toBe(200);
      expect(readPng(res.body as Buffer)).toEqual({ width: size, height: size });
    }
    expect((await request(app).get('/img/avatar/rosa-100-x9.png')).status).toBe(404);
  });

  it('draws the same picture for the same id and version, another for a new version', () => {
    expect(renderCover(3, 'a', 64).equals(renderCover(3, 'a', 64))).toBe(true);
    expect(renderCover(3, 'a', 64).equals(renderCover(3, 'b', 64))).toBe(false);
  });
});

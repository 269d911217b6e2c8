import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { ErrorCode } from '../../../shared/common/errors';
import { PUBLISHING_MESSAGES as m } from '../../../shared/publishing/messages';
import { COVER_MAX_BYTES } from '../../../shared/publishing/validation';
import { asSession as as, expectApiError } from '../../test/apiAssertions';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';
import { writersDraftStory } from './testStories';

let t: TestApp;
let ava: TestSession;
let rosa: TestSession;
let visitor: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  ava = await t.login(F.WRITER_USER_ID);
  rosa = await t.login(F.READER_USER_ID);
  visitor = await t.visitor();
}, 30_000);
afterAll(async () => {
  await t.close();
});

const image = (format: 'png' | 'jpeg' | 'gif', width = 600, height = 900): Promise<Buffer> => {
  const img = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
  return (format === 'png' ? img.png() : format === 'jpeg' ? img.jpeg() : img.gif()).toBuffer();
};

const upload = (s: TestSession, storyId: number, body: Buffer, type = 'image/png') =>
  as(s, request(t.app).post(`/v4/stories/${storyId}/cover`).set('Content-Type', type).send(body));

describe('POST /v4/stories/{storyId}/cover', () => {
  it.each(['png', 'jpeg', 'gif'] as const)(
    'takes a %s, resizes it to the cover widths and serves it',
    async (format) => {
      const { storyId } = await writersDraftStory(t.db, F.WRITER_USER_ID, 1);
      // The declared type does not matter: the content decides.
      const res = await upload(ava, storyId, await image(format), 'application/octet-stream');
      expect(res.status).toBe(200);
      expect(res.body.cover).toMatch(new RegExp(`/img/cover/${storyId}-256-u[a-z0-9]+\\.png$`));
      const path = new URL(res.body.cover).pathname;
      for (const [width, p] of [
        [256, path],
        [512, path.replace('-256-', '-512-')],
      ] as const) {
        const img = await request(t.app).get(p).buffer(true);
        expect(img.status).toBe(200);
        expect(img.headers['content-type']).toBe('image/jpeg');
        const meta = await sharp(img.body as Buffer).metadata();
        expect([meta.width, meta.height]).toEqual([width, width * 1.5]);
      }
      const story = await as(ava, request(t.app).get(`/api/v3/stories/${storyId}?fields=cover`));
      expect(story.body.cover).toContain(path.split('/').pop()?.replace('.png', '').split('-')[2]);
    },
  );

  it('refuses what is not an image by its content, whatever its name or type says', async () => {
    const { storyId } = await writersDraftStory(t.db, F.WRITER_USER_ID, 1);
    const res = await upload(ava, storyId, Buffer.from('GIF89a<script>alert(1)</script>'), 'image/gif');
    expectApiError(res, 400, ErrorCode.InvalidValue, m.coverNotImage);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expectApiError(
      await upload(ava, storyId, svg, 'image/png'),
      400,
      ErrorCode.InvalidValue,
      m.coverNotImage,
    );
    expectApiError(
      await upload(
        ava,
        storyId,
        await sharp(await image('png'))
          .webp()
          .toBuffer(),
      ),
      400,
      ErrorCode.InvalidValue,
      m.coverNotImage,
    );
  });

  it('refuses a file over the limit with its text', async () => {
    const { storyId } = await writersDraftStory(t.db, F.WRITER_USER_ID, 1);
    const res = await upload(ava, storyId, Buffer.alloc(COVER_MAX_BYTES + 1, 1));
    expectApiError(res, 413, ErrorCode.InvalidValue, m.coverTooLarge);
  });

  it('only the owner uploads (401 visitors, 403 others)', async () => {
    const { storyId } = await writersDraftStory(t.db, F.WRITER_USER_ID, 1);
    const png = await image('png');
    expect((await upload(visitor, storyId, png)).status).toBe(401);
    expectApiError(await upload(rosa, storyId, png), 403, ErrorCode.AccessDenied, m.coverNotYours);
    const row = await t.db('stories').where({ id: storyId }).first('cover_version');
    expect(row.cover_version).toBe('1');
  });
});

describe('POST /apiv2/updatestorycover', () => {
  it('takes the import page’s 512×800 PNG as base64', async () => {
    const { storyId } = await writersDraftStory(t.db, F.WRITER_USER_ID, 1);
    const png = (await image('png', 512, 800)).toString('base64');
    const res = await as(
      ava,
      request(t.app)
        .post('/apiv2/updatestorycover')
        .send({ id: String(storyId), image: `data:image/png;base64,${png}` }),
    );
    expect(res.status).toBe(200);
    expect(res.body.cover).toMatch(/-256-u/);
  });

  it('refuses another size, another format, and another writer', async () => {
    const { storyId } = await writersDraftStory(t.db, F.WRITER_USER_ID, 1);
    const send = (s: TestSession, img: Buffer) =>
      as(
        s,
        request(t.app)
          .post('/apiv2/updatestorycover')
          .send({ id: storyId, image: img.toString('base64') }),
      );
    expectApiError(
      await send(ava, await image('png', 500, 800)),
      400,
      ErrorCode.InvalidValue,
      m.importBadImage,
    );
    expectApiError(
      await send(ava, await image('jpeg', 512, 800)),
      400,
      ErrorCode.InvalidValue,
      m.importBadImage,
    );
    expect((await send(rosa, await image('png', 512, 800))).status).toBe(403);
    expect((await send(visitor, await image('png', 512, 800))).status).toBe(401);
  });
});

/**
 * Uploaded covers (writing-paid-content.md §5 "Cover upload", §7 `POST /apiv2/updatestorycover`):
 * the story's owner only; the image is checked by its content (sharp reads its format: JPEG, PNG
 * or GIF, never the file name or the declared type), cropped to 2:3 and resized once to every
 * cover width, stored, and served at the generated covers' addresses with a new version (`u…`).
 */
import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { ApiError, ErrorCode, storyNotFound } from '../../../shared/common/errors';
import { COVER_WIDTHS, coverHeight, coverPath } from '../../../shared/common/media';
import { PUBLISHING_MESSAGES as m } from '../../../shared/publishing/messages';
import {
  COVER_FORMATS,
  COVER_MAX_BYTES,
  IMPORT_COVER_HEIGHT,
  IMPORT_COVER_WIDTH,
} from '../../../shared/publishing/validation';
import type { ServiceContext } from '../../context';
import { now } from '../../db/knex';
import { requireViewer } from '../../session/requireViewer';
import { clearPublishingCaches } from './publishingService';
import { findStoryOwner, saveCover } from './publishingQueries';

/** Images larger than this many pixels are refused before decoding (a decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;

const refused = (message: string, status = 400) =>
  new ApiError(status, ErrorCode.InvalidValue, message, 'InvalidValue', { image: message });

/** The story, if the viewer owns it (404 for a missing or deleted story, 403 for another's). */
export async function ownStory(ctx: ServiceContext, storyId: number): Promise<void> {
  const viewer = requireViewer(ctx);
  const story = await findStoryOwner(ctx.db, storyId);
  if (!story || story.deleted) throw storyNotFound();
  if (story.ownerId !== viewer.id)
    throw new ApiError(403, ErrorCode.AccessDenied, m.coverNotYours, 'AccessDenied');
}

/** What sharp reads of the bytes, or null when they are not an image it knows. */
async function metadataOf(data: Buffer): Promise<Metadata | null> {
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    return null;
  }
}

/** Every cover width, 2:3, as JPEG (flattened on white: covers have no transparency). */
async function renditions(
  data: Buffer,
): Promise<Array<{ width: number; contentType: string; data: Buffer }>> {
  return Promise.all(
    COVER_WIDTHS.map(async (width) => ({
      width,
      contentType: 'image/jpeg',
      data: await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
        .rotate()
        .resize(width, coverHeight(width), { fit: 'cover', position: 'attention' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer(),
    })),
  );
}

const newVersion = (): string => `u${Date.now().toString(36)}${randomBytes(3).toString('hex')}`.slice(0, 16);

async function store(ctx: ServiceContext, storyId: number, data: Buffer): Promise<{ cover: string }> {
  let images;
  try {
    images = await renditions(data);
  } catch {
    throw refused(m.coverNotImage);
  }
  const version = newVersion();
  await saveCover(ctx.db, storyId, version, images, now());
  await clearPublishingCaches(ctx.kv);
  return { cover: ctx.origin + coverPath(storyId, version, 256) };
}

/** The story settings page's direct upload (the raw file as the request body). */
export async function uploadCover(
  ctx: ServiceContext,
  storyId: number,
  data: Buffer | null,
  tooLarge = false,
): Promise<{ cover: string }> {
  await ownStory(ctx, storyId);
  if (tooLarge || (data && data.length > COVER_MAX_BYTES)) throw refused(m.coverTooLarge, 413);
  if (!data || data.length === 0) throw refused(m.coverNotImage);
  const meta = await metadataOf(data);
  if (!meta?.format || !(COVER_FORMATS as readonly string[]).includes(meta.format))
    throw refused(m.coverNotImage);
  return store(ctx, storyId, data);
}

/** `POST /apiv2/updatestorycover`: the cover import page's capture, a base64 PNG of 512×800. */
export async function importCover(
  ctx: ServiceContext,
  storyId: number,
  image: string,
): Promise<{ cover: string }> {
  await ownStory(ctx, storyId);
  const base64 = image.replace(/^data:image\/png;base64,/, '');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw refused(m.importBadImage);
  const data = Buffer.from(base64, 'base64');
  if (data.length > COVER_MAX_BYTES) throw refused(m.coverTooLarge, 413);
  const meta = await metadataOf(data);
  if (meta?.format !== 'png' || meta.width !== IMPORT_COVER_WIDTH || meta.height !== IMPORT_COVER_HEIGHT)
    throw refused(m.importBadImage);
  return store(ctx, storyId, data);
}

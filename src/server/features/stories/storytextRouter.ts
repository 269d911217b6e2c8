/**
 * `GET /apiv2/storytext` (and the same call as `GET /apiv2/?m=storytext`), API-COMPAT.md:
 *
 * - `id={partId}`: the part's HTML (`text/html`), or `output=json` → `{text, text_hash}`.
 * - `group_id={storyId}&output=zip`: a zip with one entry per readable part, named by the bare part id.
 *
 * Errors: no id → 400 1006; unknown output → 400 463; a story without readable parts → 400 463;
 * hidden/unknown part → 400 1020; unknown story → 400 1017; a locked paid part → 403 1154.
 */
import { Router, type NextFunction, type Request, type Response } from 'express';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import { queryString, setCacheHeaders, type ContextFactory } from '../../lib/http';
import { getPartHtml, getStoryHtml } from './partsService';

const OUTPUTS = ['html', 'text', 'json', 'zip'] as const;
type Output = (typeof OUTPUTS)[number];

const badOutput = (): ApiError =>
  new ApiError(400, ErrorCode.BadOutputFormat, 'Invalid output format', 'InvalidValue');
const noParts = (): ApiError => new ApiError(400, ErrorCode.BadOutputFormat, 'No parts', 'NotFound');
const missingId = (): ApiError =>
  new ApiError(400, ErrorCode.ParameterMissing, 'Parameter missing: id', 'MissingParameter');

/**
 * Story HTML is shown inside our reader, never as a page of its own: if someone opens the raw
 * answer, nothing in it may run.
 */
const RAW_HTML_CSP = "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; sandbox";

function readOutput(value: unknown, isGroup: boolean): Output {
  const raw = queryString(value)?.trim().toLowerCase();
  if (!raw) return isGroup ? 'zip' : 'html';
  const output = OUTPUTS.find((o) => o === raw);
  if (!output || (isGroup && output !== 'zip')) throw badOutput();
  return output;
}

async function sendZip(
  res: Response,
  entries: { partId: number; html: string }[],
  name: string,
): Promise<void> {
  if (entries.length === 0) throw noParts();
  const files: Zippable = {};
  for (const entry of entries) files[String(entry.partId)] = strToU8(entry.html);
  const zip = zipSync(files, { level: 6 });
  res
    .type('application/zip')
    .set('Content-Disposition', `attachment; filename="${name}.zip"`)
    .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
}

export function createStorytextRouter(getContext: ContextFactory): Router {
  const router = Router();

  const storytext = async (req: Request, res: Response): Promise<void> => {
    const ctx = getContext(req);
    const groupId = queryString(req.query.group_id)?.trim();
    const partId = queryString(req.query.id)?.trim();
    const isGroup = !partId && Boolean(groupId);
    if (!partId && !groupId) throw missingId();
    const output = readOutput(req.query.output, isGroup);

    if (isGroup) {
      const entries = await getStoryHtml(ctx, groupId as string);
      setCacheHeaders(res, ctx);
      await sendZip(res, entries, groupId as string);
      return;
    }
    const part = await getPartHtml(ctx, partId as string);
    setCacheHeaders(res, ctx);
    if (output === 'json') {
      res.json({ text: part.html, text_hash: part.textHash });
    } else if (output === 'zip') {
      await sendZip(res, [part], String(part.partId));
    } else {
      res.set('Content-Security-Policy', RAW_HTML_CSP).type('text/html; charset=utf-8').send(part.html);
    }
  };

  router.get('/apiv2/storytext', storytext);
  // The legacy dispatcher form; other `m` values fall through to the next router (then 1001).
  router.get('/apiv2', (req: Request, res: Response, next: NextFunction) => {
    if (queryString(req.query.m) !== 'storytext') {
      next();
      return;
    }
    return storytext(req, res);
  });

  return router;
}

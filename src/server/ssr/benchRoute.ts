import { Router, type Request, type RequestHandler, type Response } from 'express';

/**
 * BENCH=1 only: `/__bench/static/{page path}` serves that page's HTML, rendered once and then kept,
 * through the same middleware as every page — the baseline the SSR benchmark is compared to.
 */
export function createBenchRouter(pages: RequestHandler): Router {
  const cache = new Map<string, { status: number; html: string }>();
  const r = Router();
  r.get(/^\/__bench\/static(\/.*)$/, async (req: Request, res: Response) => {
    const target = req.path.slice('/__bench/static'.length);
    let hit = cache.get(target);
    if (!hit) {
      hit = await captureRender(pages, req, target);
      cache.set(target, hit);
    }
    res.status(hit.status).type('html').setHeader('Cache-Control', 'private, no-cache');
    res.send(hit.html);
  });
  return r;
}

/** Runs the page handler on a copy of the request and captures what it would have sent. */
function captureRender(
  pages: RequestHandler,
  req: Request,
  path: string,
): Promise<{ status: number; html: string }> {
  return new Promise((resolve, reject) => {
    const fakeReq = Object.create(req) as Request;
    Object.defineProperty(fakeReq, 'path', { value: path });
    Object.defineProperty(fakeReq, 'url', { value: path });
    const fakeRes = Object.create(req.res as Response) as Response;
    let status = 200;
    fakeRes.status = (s: number) => ((status = s), fakeRes);
    fakeRes.type = () => fakeRes;
    fakeRes.setHeader = () => fakeRes;
    fakeRes.redirect = (() =>
      reject(new Error(`bench target ${path} redirects; use its canonical address`))) as Response['redirect'];
    fakeRes.send = (body: unknown) => (resolve({ status, html: String(body) }), fakeRes);
    fakeRes.end = ((body: unknown) => (resolve({ status, html: String(body) }), fakeRes)) as Response['end'];
    Promise.resolve(pages(fakeReq, fakeRes, reject)).catch(reject);
  });
}

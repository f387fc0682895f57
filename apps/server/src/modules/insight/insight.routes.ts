/**
 * The reader-facing doors of the insight module, mounted before the session, the response cache
 * and its write hook (http/app.ts): a beacon changes no page, so it must neither drop cached pages
 * nor wait for a session lookup.
 *
 * POST /api/reads   {articleId} or {slug}, as JSON or text/plain (navigator.sendBeacon's default)
 * GET  /r/:issue/:article?sig=…   a newsletter link: counts the click, 302 to the article
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Router, type Express, type Request, type Response } from 'express';
import { AppError } from '../../errors';
import { errorHandler } from '../../http/errors';
import { apiHeaders, sameOriginWrites } from '../../http/security';
import type { Services } from '../../services';
import { CLICK_PREFIX } from './click-links';

export const READS_PATH = '/api/reads';
const BEACON_MAX_BYTES = 1024;
const BEACON_TYPES = /^(text\/plain|application\/json)\b/i;

/** The body of a small request as text, refused (413) past `max` bytes. */
function smallBody(req: Request, max: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        req.removeAllListeners('data');
        req.resume();
        reject(new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large'));
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** POST /api/reads: one beacon, answered 204 whether counted or not (a bot learns nothing). */
async function answerBeacon({ insight }: Services, req: Request, res: Response): Promise<void> {
  const type = req.get('content-type');
  if (type && !BEACON_TYPES.test(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send {"articleId": <id>} or {"slug": "<slug>"} as JSON or text/plain');
  const body = type ? await smallBody(req, BEACON_MAX_BYTES) : undefined;
  await insight.reads.beacon(body, req.ip, req.get('user-agent'));
  res.set('Cache-Control', 'no-store').status(204).end();
}

/**
 * Beacons come by the thousand (issue 31: 2,000/s beside the reader pages), so the exact address is
 * answered here before express routes anything, the way cached pages are: the same handler and
 * checks (same-origin, the API's headers, the error answers) as the route below, which serves every
 * other spelling of the address. Answers whether it took the request.
 */
export function beaconDoor(services: Services, app: Express): (req: IncomingMessage, res: ServerResponse) => boolean {
  const fail = (err: unknown, req: Request, res: Response) => errorHandler(err, req, res, () => undefined);
  return (rawReq, rawRes) => {
    if (rawReq.method !== 'POST' || rawReq.url !== READS_PATH) return false;
    // What express does to every request it handles: its request and response methods.
    const req = Object.setPrototypeOf(rawReq, app.request) as Request;
    const res = Object.setPrototypeOf(rawRes, app.response) as Response;
    req.res = res;
    res.req = req;
    apiHeaders(req, res, () => undefined);
    sameOriginWrites(req, res, () => void answerBeacon(services, req, res).catch((err) => fail(err, req, res)));
    return true;
  };
}

export function insightRoutes(services: Services): Router {
  const { insight } = services;
  const router = Router();
  router.post(READS_PATH, sameOriginWrites, (req, res, next) => void answerBeacon(services, req, res).catch(next));
  router.get(`${CLICK_PREFIX}/:issue/:article`, async (req, res) => {
    const target = await insight.click(req.params.issue, req.params.article, req.query.sig);
    res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' }).redirect(302, target);
  });
  return router;
}

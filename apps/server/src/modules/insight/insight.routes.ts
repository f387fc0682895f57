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
import proxyaddr from 'proxy-addr';
import { AppError, forbidden } from '../../errors';
import { errorHandler } from '../../http/errors';
import { API_HEADERS, apiHeaders, CROSS_SITE_MESSAGE, isCrossSite, sameOriginWrites } from '../../http/security';
import type { Services } from '../../services';
import { CLICK_PREFIX } from './click-links';

export const READS_PATH = '/api/reads';
const BEACON_MAX_BYTES = 1024;
const BEACON_TYPES = /^(text\/plain|application\/json)\b/i;
const TOO_LARGE = 'Request body is too large';
/** A counted (or silently ignored) beacon's answer: 204 with the API's headers, never stored. */
const BEACON_ANSWER_HEADERS: string[] = [...API_HEADERS.flat(), 'Cache-Control', 'no-store'];

/** The body of a small request as text, refused (413) past `max` bytes. */
function smallBody(req: IncomingMessage, max: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const refuse = () => {
      req.removeAllListeners('data');
      req.resume();
      reject(new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE));
    };
    if (Number(req.headers['content-length']) > max) return refuse();
    let first: Buffer | undefined;
    let rest: Buffer[] | undefined;
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) refuse();
      else if (!first) first = chunk;
      else (rest ??= [first]).push(chunk);
    });
    req.on('end', () => resolve(rest ? Buffer.concat(rest).toString('utf8') : (first?.toString('utf8') ?? '')));
    req.on('error', reject);
  });
}

/** One beacon read and counted (or, from a bot, ignored); a typed 4xx for what is refused. */
async function receiveBeacon({ insight }: Services, req: IncomingMessage, address: string | undefined): Promise<void> {
  const type = req.headers['content-type'];
  if (type && !BEACON_TYPES.test(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send {"articleId": <id>} or {"slug": "<slug>"} as JSON or text/plain');
  const body = type ? await smallBody(req, BEACON_MAX_BYTES) : undefined;
  await insight.reads.beacon(body, address, req.headers['user-agent']);
}

/** POST /api/reads through express: answered 204 whether counted or not (a bot learns nothing). */
async function answerBeacon(services: Services, req: Request, res: Response): Promise<void> {
  await receiveBeacon(services, req, req.ip);
  res.set('Cache-Control', 'no-store').status(204).end();
}

/**
 * Beacons come by the thousand (issue 31: 2,000/s beside the reader pages), so the exact address is
 * answered here before express routes anything, the way cached pages are, and without express's
 * request and response objects on the way (more than half of a beacon's time; bench:reads 5,800-6,100
 * -> 12,600-17,600 beacons/s): the same rules as the route
 * below, which serves every other spelling of the address (same origin, the reader's address as
 * express reads it behind the trusted proxies, the API's headers); a refusal is answered by the
 * API's error handler. Answers whether it took the request.
 */
export function beaconDoor(services: Services, app: Express): (req: IncomingMessage, res: ServerResponse) => boolean {
  // Read per request: the app's settings are set after this door is made.
  const trust = () => app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  const fail = (err: unknown, rawReq: IncomingMessage, rawRes: ServerResponse) => {
    // What express does to every request it handles: its request and response methods.
    const req = Object.setPrototypeOf(rawReq, app.request) as Request;
    const res = Object.setPrototypeOf(rawRes, app.response) as Response;
    req.res = res;
    res.req = req;
    apiHeaders(req, res, () => undefined);
    errorHandler(err, req, res, () => undefined);
  };
  return (req, res) => {
    if (req.method !== 'POST' || req.url !== READS_PATH) return false;
    if (isCrossSite(req.headers, Boolean(app.get('trust proxy')))) fail(forbidden(CROSS_SITE_MESSAGE), req, res);
    else
      receiveBeacon(services, req, proxyaddr(req, trust())).then(
        () => void res.writeHead(204, BEACON_ANSWER_HEADERS).end(),
        (err: unknown) => fail(err, req, res),
      );
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

/**
 * Headers and cross-site protection: helmet with a Content-Security-Policy the client works under
 * (no inline script but the entry loader, allowed by its hash), and a same-origin check on state-changing REST calls (CSRF).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { VIDEO_IFRAME_HOSTS } from '../modules/articles/article.sanitize';
import { ENTRY_LOADER_CSP } from '../modules/pages/entry-loader';

const common = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: VIDEO_IFRAME_HOSTS.map((h) => `https://${h}`),
  // MUI (emotion) injects <style> elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  // The one inline script: the server-rendered pages' entry loader (pages/entry-loader.ts).
  scriptSrc: ["'self'", ENTRY_LOADER_CSP],
  upgradeInsecureRequests: null,
};

/**
 * Headers only pre-2020 browsers read are left out: X-XSS-Protection (no browser has the auditor
 * any more), X-Download-Options (IE 8), X-Permitted-Cross-Domain-Policies (Flash) and
 * X-DNS-Prefetch-Control (switching prefetch off only slows the links). Fewer header lines on every
 * answer is measurable on a cached read (issue 8).
 */
const legacyOff = {
  xXssProtection: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xDnsPrefetchControl: false,
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false, // set by the HTTPS terminator, which knows whether HTTPS is used
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
};

/** Documents and static files: the client's policy. */
export const documentHeaders: RequestHandler = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: common },
  ...legacyOff,
});

/**
 * The Apollo Sandbox page at /graphql is loaded from Apollo's site (docs/decisions.md#rest): only that page
 * relaxes the policy.
 */
export const sandboxHeaders: RequestHandler = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      ...common,
      scriptSrc: ["'self'", "'unsafe-inline'", 'https://embeddable-sandbox.cdn.apollographql.com'],
      frameSrc: ['https://sandbox.embed.apollographql.com'],
      imgSrc: ["'self'", 'data:', 'https://apollo-server-landing-page.cdn.apollographql.com'],
      manifestSrc: ['https://apollo-server-landing-page.cdn.apollographql.com'],
    },
  },
  ...legacyOff,
});

/**
 * JSON answers (REST, GraphQL, /healthz) are never rendered as a page: a policy that allows nothing
 * (so a JSON body opened as a document runs nothing and cannot be framed), nosniff, the referrer
 * policy, and no reading from another site's page (Cross-Origin-Resource-Policy).
 */
export const API_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];
export const apiHeaders: RequestHandler = (_req, res, next) => {
  for (const [name, value] of API_HEADERS) res.setHeader(name, value);
  next();
};

const wantsHtml = (accept: string | undefined) => /text\/html/.test(accept ?? '');

/** The right set of headers for each answer: JSON, the Sandbox page, or a document/file. */
export const securityHeaders: RequestHandler = (req, res, next) => {
  const p = req.path.toLowerCase(); // express matches routes without regard to case
  if (p === '/graphql' || p === '/graphql/') return (req.method === 'GET' && wantsHtml(req.headers.accept) ? sandboxHeaders : apiHeaders)(req, res, next);
  if (/^\/(api(\/|$)|healthz\/?$)/.test(p)) return apiHeaders(req, res, next);
  return documentHeaders(req, res, next);
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a write comes from another site: the Origin (or, without it, Sec-Fetch-Site) must say
 * same origin. Requests without either header (curl, server-to-server) pass: a browser always
 * sends one of them on a cross-site write. `trustProxy`: the forwarded host counts as the host.
 */
export function isCrossSite(headers: IncomingHttpHeaders, trustProxy: boolean): boolean {
  const origin = headers.origin;
  if (origin !== undefined) {
    let host: string | undefined;
    try {
      host = origin === 'null' ? undefined : new URL(origin).host;
    } catch {
      host = undefined;
    }
    const forwarded = headers['x-forwarded-host'];
    const expected = forwarded && trustProxy ? forwarded : headers.host;
    return !host || host !== expected;
  }
  return headers['sec-fetch-site'] === 'cross-site';
}

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

/** Refuses state-changing REST calls from another site (isCrossSite). */
export const sameOriginWrites: RequestHandler = (req, res, next) => {
  if (!UNSAFE.has(req.method) || !isCrossSite(req.headers, Boolean(req.app.get('trust proxy')))) return next();
  res.status(403).json({ message: CROSS_SITE_MESSAGE });
};

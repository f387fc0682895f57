/**
 * Headers and cross-site protection: helmet with a Content-Security-Policy the client works under
 * (no inline script), and a same-origin check on state-changing REST calls (CSRF).
 */
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { VIDEO_IFRAME_HOSTS } from '../modules/articles/article.sanitize';

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
  scriptSrc: ["'self'"],
  upgradeInsecureRequests: null,
};

export const securityHeaders: RequestHandler = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: common },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: false, // set by the HTTPS terminator, which knows whether HTTPS is used
});

/**
 * The Apollo Sandbox page at /graphql is loaded from Apollo's site (DECISIONS.md): only that page
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
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: false,
});

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing REST calls from another site: the Origin (or, without it, Sec-Fetch-Site)
 * must say same origin. Requests without either header (curl, server-to-server) pass: a browser
 * always sends one of them on a cross-site write.
 */
export const sameOriginWrites: RequestHandler = (req, res, next) => {
  if (!UNSAFE.has(req.method)) return next();
  const origin = req.get('origin');
  if (origin !== undefined) {
    let host: string | undefined;
    try {
      host = origin === 'null' ? undefined : new URL(origin).host;
    } catch {
      host = undefined;
    }
    const expected = req.get('x-forwarded-host') && req.app.get('trust proxy') ? req.get('x-forwarded-host') : req.get('host');
    if (!host || host !== expected) {
      res.status(403).json({ message: 'Cross-site request refused' });
      return;
    }
  } else if (req.get('sec-fetch-site') === 'cross-site') {
    res.status(403).json({ message: 'Cross-site request refused' });
    return;
  }
  next();
};

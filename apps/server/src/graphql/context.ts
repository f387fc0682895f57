import type { Request, Response } from 'express';
import type { SessionUser } from '../modules/auth/access';
import type { Services } from '../services';
import { createLoaders, type Loaders } from './loaders';
import type { ReadKeys, Remember } from '../http/cache-keys';

export interface GraphQLContext {
  req: Request;
  res: Response;
  user: SessionUser | null;
  services: Services;
  /** Per-request DataLoaders: every relation field resolves through these. */
  loaders: Loaders;
  /** What this operation shows, when it is collected apart from its answer's (a page render's remembered read). */
  reads?: ReadKeys;
  /** Reads shared by the page renders (cache-keys.ts `Remember`). Page renders only. */
  remember?: Remember;
}

export function buildContext(req: Request, res: Response, services: Services): GraphQLContext {
  return { req, res, user: req.session?.user ?? null, services, loaders: createLoaders(services) };
}

import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import connectPgSimple from 'connect-pg-simple';
import express, { type Express } from 'express';
import session from 'express-session';
import http from 'node:http';
import type { Pool } from 'pg';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { buildContext, type GraphQLContext } from '../graphql/context';
import { formatGraphQLError } from '../graphql/errors';
import { getSchema } from '../graphql/schema';
import { feedRoutes } from '../modules/feeds/feeds.routes';
import { hasSession, SESSION_COOKIE, sessionsWhereCookies } from '../modules/auth/session';
import { sessionGuard } from '../modules/auth/session-guard';
import { newsletterPages } from '../modules/newsletter/newsletter.pages';
import { storyPages } from '../modules/stories/story.pages';
import { graphqlUploads } from '../modules/uploads/upload.middleware';
import type { Services } from '../services';
import { apiRouter } from './api';
import { firstEncoding } from './encoding';
import { apiNotFound, errorHandler } from './errors';
import { sameOriginWrites, securityHeaders } from './security';
import { graphqlProtection, tokenLimit } from '../graphql/limits';
import { clientRouter } from './static';
import { ERROR_PAGE, PageRenderer } from '../modules/pages/page-renderer';
import { RenderPool } from '../modules/pages/render-pool';
import { createLoaders } from '../graphql/loaders';
import { cacheInvalidationPlugin, collectReadKeys } from '../graphql/cache-plugin';
import { renderExecutor } from '../graphql/render-execute';
import { readKeysOf, writeCollector, type ReadKeys, type Remember } from './cache-keys';
import { CdnPurge } from './cdn-purge';
import { CacheBus } from './cache-bus';
import { ResponseCache } from './response-cache';
import { redirectToChosenHome } from '../modules/pages/language-home';
import { beaconDoor, insightRoutes } from '../modules/insight/insight.routes';
import { uploadFiles } from '../modules/uploads/upload.files';
import { redirectOldAddresses } from '../modules/moving/redirect.middleware';

export interface AppOptions {
  services: Services;
  sessionSecret: string;
  /** The database URL, for the cache's LISTEN connection. */
  databaseUrl: string;
}

export interface App {
  app: Express;
  server: http.Server;
  apollo: ApolloServer<GraphQLContext>;
  cache?: ResponseCache;
  cacheBus?: CacheBus;
  /** The page renders' threads, stopped with the server. */
  renderPool?: RenderPool;
}

/**
 * Page renders share reads through the response cache's memo. The answer takes its keys from the
 * fields it resolves on what it shows, not from the whole shared read (a category's related
 * articles hold more than one page shows).
 */
const remember =
  (cache: ResponseCache): Remember =>
  async (key, compute) =>
    (await cache.memo(key, compute, () => true, 'shared')).value;

export async function createApp({ services, sessionSecret, databaseUrl }: AppOptions): Promise<App> {
  const { config, db } = services;
  const app = express();
  const cache = config.responseCache
    ? new ResponseCache({ maxBytes: config.cache.maxBytes, sharedCacheControl: `public, max-age=0, s-maxage=${config.cache.sMaxAge}, stale-while-revalidate=${config.cache.staleWhileRevalidate}` })
    : undefined;
  const cdn = cache && config.cache.purgeUrl ? new CdnPurge({ url: config.cache.purgeUrl, token: config.cache.purgeToken }) : undefined;
  const cacheBus = cache ? new CacheBus(cache, db, databaseUrl, cdn) : undefined;
  await cacheBus?.start();
  cacheBus?.onRemoteWrite(() => services.redirects.changedElsewhere());
  // Cached anonymous reads are answered here, before express routes anything.
  const handler: http.RequestListener = cache ? (req, res) => cache.handle(req, res, () => void app(req, res)) : app;
  const beacon = beaconDoor(services, app);
  const server = http.createServer((req, res) => {
    if (!beacon(req, res) && !redirectToChosenHome(req, res)) handler(req, res);
  });
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders);
  // Reading beacons and newsletter click links (issue 31): before the cache's write hook and the session.
  app.use(insightRoutes(services));
  if (cache && cacheBus) app.use(cache.capture(), cacheBus.writes());
  app.use(redirectOldAddresses(services.redirects)); // old addresses of an imported site: 301 (issue 32)

  app.get('/healthz', async (_req, res) => {
    try {
      await db.query('SELECT 1');
      res.json({ status: 'ok', database: 'ok' });
    } catch {
      res.status(503).json({ status: 'error', database: 'unreachable' });
    }
  });

  const PgStore = connectPgSimple(session);
  const pool = (db.driver as PostgresDriver).master as Pool;
  app.use(
    sessionsWhereCookies(session({
      store: new PgStore({ pool, createTableIfMissing: true, pruneSessionInterval: 15 * 60 }),
      name: SESSION_COOKIE,
      secret: sessionSecret,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: 'auto',
        maxAge: 7 * 24 * 60 * 60 * 1000,
      },
    })),
  );
  app.use(sessionGuard(services.auth)); // a deactivated person's cookie is refused; role changes apply at once

  app.use('/uploads', uploadFiles(services.storage)); // local folder or object store, immutable caching

  app.use(feedRoutes(services)); // /rss.xml, /id/rss.xml, /sitemap.xml, /robots.txt
  app.use(newsletterPages(services)); // /unsubscribe and /newsletter/confirm: signed links from emails, outside /api's same-origin check
  app.use(storyPages(services)); // the story form's no-JavaScript answer, and the confirm / takedown links
  app.use('/api', sameOriginWrites, express.json({ limit: '1mb' }), apiRouter(services), apiNotFound);

  const limits = graphqlProtection({ introspection: config.graphqlIntrospection });
  const schema = await getSchema();
  collectReadKeys(schema);
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    formatError: formatGraphQLError,
    introspection: config.graphqlIntrospection,
    csrfPrevention: true,
    // main.ts stops everything in order on SIGTERM/SIGINT; Apollo's own handlers would race it.
    stopOnTerminationSignals: false,
    allowBatchedHttpRequests: false,
    validationRules: limits.validationRules,
    plugins: [
      ...limits.plugins,
      ApolloServerPluginDrainHttpServer({ httpServer: server }),
      // Our response cache decides what is kept; Apollo's default would mark every GET no-store,
      // and its cache hints (a hook on every field resolved) would go unused.
      ApolloServerPluginCacheControlDisabled(),
      ...(cacheBus ? [cacheInvalidationPlugin(cacheBus)] : []),
      config.graphqlIntrospection ? ApolloServerPluginLandingPageLocalDefault({ embed: true }) : ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await apollo.start();
  app.use(
    '/graphql',
    writeCollector, // the keys a mutation's services changed (cache-keys.ts)
    graphqlUploads(), // multipart requests of the uploadImage mutation
    express.json({ limit: '1mb' }),
    tokenLimit(),
    expressMiddleware(apollo, { context: async ({ req, res }) => buildContext(req, res, services) }),
  );

  // Reader pages rendered on the server with the data read in-process, as an anonymous reader: on
  // render threads (RENDER_THREADS) or in this thread.
  const renderPool = RenderPool.load({ distDir: config.webDistDir, publicUrl: config.publicUrl, threads: config.renderThreads, heapMb: config.renderThreadHeapMb });
  const renderer = renderPool ?? PageRenderer.load(config.webDistDir, config.publicUrl);
  // A render's reads on graphql-js directly; one with errors through Apollo (fresh loaders), formatted as the client knows them.
  const executeRead = renderExecutor(schema, async (operation, contextValue) => {
    const response = await apollo.executeOperation(operation, { contextValue: { ...contextValue, loaders: createLoaders(services) } });
    if (response.body.kind !== 'single') throw new Error('incremental delivery is not used');
    return response.body.singleResult;
  });
  const client = clientRouter(
    config.webDistDir,
    renderer && {
      errorPage: ERROR_PAGE,
      render: (req, res) =>
        renderer.render(
          req.originalUrl,
          async ({ query, variables, operationName }) => {
            const execute = async (reads?: ReadKeys) => {
              const contextValue: GraphQLContext = { req, res, user: null, services, loaders: createLoaders(services), reads, remember: cache && remember(cache) };
              return executeRead({ query, variables, operationName }, contextValue);
            };
            if (!cache) return execute();
            // The reads every page makes (header, tools, most read) are computed once, not per page.
            const { value, reads } = await cache.memo(`${JSON.stringify(variables)}\n${query}`, execute, (result) => !result.errors);
            readKeysOf(res)?.absorb(reads);
            return value;
          },
          // Without a session cookie (every page the cache keeps) the page tells the browser nobody is signed in.
          // A render thread sends its page compressed, in gzip for a reader who accepts it (encoding.ts).
          { signedIn: hasSession(req), encoding: firstEncoding(req.headers['accept-encoding']) },
        ),
    },
  );
  if (client) app.use(client);

  app.use(errorHandler);
  return { app, server, apollo, cache, cacheBus, renderPool };
}

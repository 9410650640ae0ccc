# syntax=docker/dockerfile:1
# The portal as one image (issue 18 item 6, ADR 42): a build stage compiles the web app and the server
# (ADR 34), a dependencies stage installs only what production needs, and the runtime stage holds the
# compiled output, those dependencies and nothing else, run by an unprivileged user.
#
#   docker build -t portal .
#   docker run -p 3000:3000 -v portal-data:/data portal                       # embedded database
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e SESSION_SECRET=… portal
#
# NODE_IMAGE names the base: Node 24 LTS on Debian bookworm (the runtime stage uses Debian's useradd).
# ops/check-image.sh builds it from a local base where no registry can be reached.
ARG NODE_IMAGE=node:24-bookworm-slim

# ---- manifests: the lockfile and every workspace's package.json, what `npm ci` reads ----
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/i18n/package.json packages/i18n/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# ---- build: every dependency, then `npm run build` (web app, and the server compiled to dist/) ----
FROM manifests AS build
# Browsers are for the journeys and benches, not for building.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages packages
COPY apps apps
RUN npm run build

# ---- deps: production dependencies of the server and the web app's server rendering only ----
FROM manifests AS deps
RUN npm ci --omit=dev --no-audit --no-fund --workspace @portal/server --workspace @portal/web \
  && npm cache clean --force

# ---- runtime: compiled output + production dependencies, non-root ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SERVE_WEB=true
WORKDIR /app
RUN useradd --uid 10001 --no-create-home --home-dir /app --shell /usr/sbin/nologin portal \
  && mkdir -p /data && chown portal /data
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/package.json ./
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/apps/web/build apps/web/build
USER portal
VOLUME /data
EXPOSE 3000
# Ready, not merely alive: /api/ready answers 503 while the process drains after SIGTERM.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1 and handles SIGTERM (server.ts): drain for SHUTDOWN_DELAY, finish in-flight
# requests, close the database, exit 0. No npm in between to swallow the signal.
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/bin/server.js"]

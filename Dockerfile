# Dropzone in a container (README "Running it for your club", Containers): deploy/compose.yaml runs it with
# PostgreSQL, Redis and Caddy. Build: docker build -t dropzone .
# Stage 1 builds the web app and the server; the image keeps only the builds and the server's production
# dependencies (the shared package is bundled into the server), and runs as the image's unprivileged `node` user.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
# the server's own dependencies only: no web, test or build tools. npm puts a dependency under
# packages/server/node_modules when its version clashes with another package's: that folder is copied too
RUN npm ci --omit=dev --workspace=@dz/server --include-workspace-root=false --no-audit --no-fund \
  && mkdir -p packages/server/node_modules \
  && npm cache clean --force

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST=/app/packages/web/dist
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/package.json ./
COPY --from=deps /app/packages/server/package.json packages/server/
COPY --from=deps /app/packages/server/node_modules packages/server/node_modules
COPY --from=build /app/packages/server/dist packages/server/dist
COPY --from=build /app/packages/web/dist packages/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# node runs as PID 1 and handles SIGTERM itself: it stops within 10 s (answers in flight finished); give it 15
# (compose: stop_grace_period). It starts no child processes, so no init is needed (docker run --init adds one)
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "packages/server/dist/main.js"]

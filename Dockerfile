# syntax=docker/dockerfile:1
# Funduq's image: README "Deploy", decision 36. No container engine runs where this project is
# developed and tested, so every step below is a command the tests and .ci/run run as written
# (deploy/recipes.test.ts checks it): npm ci, npm run build, and the server's start command from
# package.json's "serve" script.
ARG NODE_IMAGE=node:22-bookworm-slim

# Production dependencies only: what the running server loads.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY tools/openapi/package.json tools/openapi/
RUN npm ci --omit=dev --no-audit --no-fund

# The build needs the dev dependencies (Vite, Lingui's compiler, TypeScript…).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY tools/openapi/package.json tools/openapi/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS run
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/package-lock.json ./
# The PWA, the page renderer and the compiled server, which carries its migrations and
# catalogs (dist/server/; decision 34): no TypeScript source is needed at run time.
COPY --from=build /app/dist ./dist
# DATA_DIR: the embedded database when DATABASE_URL is unset, the image cache, the outboxes,
# and uploads/ (profile pictures: files, not rows; compose shares that folder between servers).
# Made here and owned by the user so that a new volume mounted on either starts writable.
RUN mkdir -p /data/uploads && chown -R node:node /data
VOLUME /data
# The official image's unprivileged user (uid 1000).
USER node
EXPOSE 8080
# Ready = the database answers and holds this release's migrations (GET /api/ready, decision 24).
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server itself as PID 1 (no npm, no shell in between): SIGTERM reaches it and it stops
# gracefully (requests in flight get 10 s; docker stop waits 10 s by default: compose gives 25 s).
CMD ["node", "--enable-source-maps", "dist/server/main.js"]

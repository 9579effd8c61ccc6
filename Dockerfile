# Vozimo: one image for every app process (docs/deploy.md).
# Stage 1 builds the web app and the compiled server with the devDependencies; stage 2 installs the
# server's production dependencies only; the last stage holds those, the built files and the
# migrations, and runs as the unprivileged `node` user.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first, so that a change of source code reuses the installed node_modules layer.
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
# Only what the server needs at run time: no vite, no tsx, no web libraries (the browser gets those built).
RUN npm ci --omit=dev --workspace @vozimo/server --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY package.json ./
COPY contract/package.json contract/
COPY server/package.json server/
COPY server/src/db/migrations server/src/db/migrations
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/web/dist web/dist
# Uploaded files live in DATA_DIR/uploads: a volume shared by every app process (compose.yaml).
RUN mkdir -p /app/data/uploads && chown -R node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrations run at every start under an advisory lock, so replicas may start together.
CMD ["node", "server/dist/main.js"]

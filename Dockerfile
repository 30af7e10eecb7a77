# syntax=docker/dockerfile:1
# The API with the web app, as compose.yaml runs it (configuration: README, "Configuration"; every setting through the
# environment). Build: docker build -t kurye-ofis .

# 1. Build: every dependency, then `npm run build` (the API bundle apps/api/dist and the web app apps/web/dist).
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. What the API needs at run time: its production dependencies only (no compiler, no test tools).
FROM node:20-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --workspace @kurye/api --no-audit --no-fund && mkdir -p apps/api/node_modules

# 3. The image: plain node running the built JavaScript, as an unprivileged user.
FROM node:20-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules node_modules
COPY --from=runtime-deps /app/apps/api/node_modules apps/api/node_modules
COPY apps/api/package.json apps/api/
COPY apps/api/drizzle apps/api/drizzle
COPY apps/api/map-data apps/api/map-data
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# Files the server writes (the embedded database without DATABASE_URL) live on a volume owned by the app's user.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Liveness only: a slow database must not get a process restarted (the proxy reads /health/ready instead).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: stop taking connections, finish requests in flight, sockets told to reconnect (1012), exit within 10 s.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "apps/api/dist/main.js"]

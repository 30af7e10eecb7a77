import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { formatErrorMessage } from '@kurye/contracts/errors';
import type { Config } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { languageOf } from './lib/language';
import { loadSigningSecret } from './lib/secrets';
import { createAuthService } from './modules/auth/auth.service';
import { createCourierIndex } from './modules/dispatch/courier-index';
import { createDeadlineSweeper } from './modules/dispatch/deadline-sweeper';
import { createDeliveriesService } from './modules/dispatch/deliveries.service';
import { deliveryRoutes } from './modules/dispatch/delivery.routes';
import { createDispatchService } from './modules/dispatch/dispatch.service';
import { createLiveService } from './modules/dispatch/live.service';
import { createLocalBus, type EventBus } from './modules/realtime/event-bus';
import { realtimeRoutes } from './modules/realtime/realtime.routes';
import { createSocketHub } from './modules/realtime/socket-hub';
import { createSettingsService } from './modules/settings/settings.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createSignInLimiter } from './modules/auth/sign-in-limiter';
import { createTokenSigner } from './modules/auth/tokens';
import { commonRoutes } from './modules/common/common.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './modules/mail/mailer';
import { mailRoutes } from './modules/mail/mail.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { userRoutes } from './modules/users/users.routes';
import type { OrgDeps } from './modules/users/accounts';
import { applicationRoutes } from './modules/applications/applications.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { carrierRoutes } from './modules/carriers/carriers.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { storeRoutes } from './modules/stores/stores.routes';
import { zoneRoutes } from './modules/zones/zones.routes';
import { registerErrorHandling } from './plugins/errors';
import { registerRoutePolicies } from './plugins/policy';

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to an in-process bus; main.ts passes the Redis bus when REDIS_URL is set. */
  bus?: EventBus;
  /** Run the deadline sweeper and the live-map tick on timers (off in tests, which drive them by hand). */
  background?: boolean;
}

export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const db = database.db;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const clock = deps.clock ?? systemClock;
  const bus = deps.bus ?? createLocalBus();
  const mailer = deps.mailer ?? (config.smtpUrl ? createSmtpMailer(config.smtpUrl) : createOutboxMailer(db, app.log));
  const auth = createAuthService({
    db,
    signer: createTokenSigner(await loadSigningSecret(db), config.tokenTtlSeconds),
    limiter: createSignInLimiter({ windowMs: 15 * 60 * 1000, maxPerEmail: 5, maxPerAddress: 30, now: () => clock.now().getTime() }),
    mailer,
    clock,
    tokenTtlSeconds: config.tokenTtlSeconds,
    publicUrl: config.publicUrl,
    bus,
  });

  const settings = createSettingsService(db);
  const index = createCourierIndex();
  const dispatchDeps = { db, clock, bus, settings, index, log: app.log };
  const dispatch = createDispatchService(dispatchDeps);
  const deliveries = createDeliveriesService(dispatchDeps, dispatch);
  const live = createLiveService(dispatchDeps);
  const sweeper = createDeadlineSweeper(dispatchDeps, {
    stage_timeout: (tx, out, requestId, stage) => dispatch.stageTimeout(tx, out, requestId, stage),
    auto_approve: (tx, out, packetId) => deliveries.autoApprove(tx, out, packetId),
  });
  await live.warmUp();
  const carrierIds = new Map<string, string>();
  const carrierIdOf = async (userId: string) => {
    let id = carrierIds.get(userId);
    if (!id) {
      id = (await deliveries.ownCarrier(userId))?.id;
      if (id) carrierIds.set(userId, id);
    }
    return id;
  };
  const hub = createSocketHub(bus, {
    zoneOf: (carrierId) => index.get(carrierId)?.zoneId,
    statusOf: (carrierId) => {
      const c = index.get(carrierId);
      return c ? c.status : 'offline';
    },
  });
  const unsubscribe = bus.subscribe((event) => {
    live.applyBusEvent(event);
    if (event.type === 'internal.session_revoked') auth.forget(event.data.userId);
    if (event.type === 'internal.settings_changed') settings.invalidate();
  });
  app.decorate('services', { auth, settings, dispatch, deliveries, live, sweeper, hub, index, bus });

  registerRoutePolicies(app, async (request) => {
    const header = request.headers.authorization;
    // Browsers cannot set headers on a WebSocket: the token comes as the second subprotocol ("bearer", token).
    const protocols = request.headers['sec-websocket-protocol']?.split(',').map((p) => p.trim());
    const token = header?.startsWith('Bearer ') ? header.slice(7) : protocols?.[0] === 'bearer' ? protocols[1] : request.cookies?.accessToken;
    return token ? auth.authenticate(token) : null;
  });

  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 64 * 1024, handleProtocols: (protocols: Set<string>) => (protocols.has('bearer') ? 'bearer' : false) },
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:', 'https:'],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Kurye Ofis API', version: '0.1.0', description: 'Kurye Ofis: courier dispatch back-office. Errors are `{ code, message }`.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  app.get('/api/openapi.json', { config: { policy: { access: 'public' } }, schema: { hide: true } }, () => app.swagger());

  await app.register(healthRoutes(database));
  await app.register(authRoutes(auth));
  await app.register(commonRoutes(auth));
  await app.register(referenceRoutes(db));
  const orgDeps: OrgDeps = { db, clock, bus, mailer, settings, index, publicUrl: config.publicUrl, log: app.log };
  await app.register(zoneRoutes(orgDeps));
  await app.register(userRoutes(orgDeps, () => bus.publish({ type: 'internal.session_revoked', data: {}, audiences: ['internal'] })));
  await app.register(storeRoutes(orgDeps));
  await app.register(carrierRoutes({ ...orgDeps, deliveries }));
  await app.register(applicationRoutes(orgDeps, { clock }));
  await app.register(settingsRoutes(orgDeps));
  await app.register(auditRoutes(db));
  await app.register(deliveryRoutes({ deliveries, dispatch, live, carrierIdOf }));
  await app.register(realtimeRoutes({ hub, live, deliveries, carrierIdOf }));
  await app.register(mailRoutes(db));

  const hasWeb = fs.existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Hashed build assets never change; everything else is checked on each visit.
      setHeaders: (reply, filePath) => reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const lang = languageOf(request.headers['accept-language']);
    if (request.url.startsWith('/api') || !hasWeb || request.method !== 'GET') {
      return reply.status(404).send({ code: 'route_not_found', message: formatErrorMessage('route_not_found', lang) });
    }
    // SPA fallback: the web app's router decides what an unknown path shows.
    return reply.type('text/html').sendFile('index.html');
  });

  if (deps.background !== false) {
    app.addHook('onReady', async () => {
      sweeper.start();
      hub.start();
    });
  }
  app.addHook('onClose', async () => {
    hub.stop();
    await sweeper.stop();
    await live.close();
    unsubscribe();
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: {
      auth: ReturnType<typeof createAuthService>;
      settings: ReturnType<typeof createSettingsService>;
      dispatch: ReturnType<typeof createDispatchService>;
      deliveries: ReturnType<typeof createDeliveriesService>;
      live: ReturnType<typeof createLiveService>;
      sweeper: ReturnType<typeof createDeadlineSweeper>;
      hub: ReturnType<typeof createSocketHub>;
      index: ReturnType<typeof createCourierIndex>;
      bus: EventBus;
    };
  }
}

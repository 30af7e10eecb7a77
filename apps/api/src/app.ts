import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { formatErrorMessage } from '@kurye/contracts/errors';
import type { Config } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { languageOf } from './lib/language';
import { loadSigningSecret } from './lib/secrets';
import { createAuthService } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createSignInLimiter } from './modules/auth/sign-in-limiter';
import { createTokenSigner } from './modules/auth/tokens';
import { commonRoutes } from './modules/common/common.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './modules/mail/mailer';
import { mailRoutes } from './modules/mail/mail.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { userRoutes } from './modules/users/users.routes';
import { zoneRoutes } from './modules/zones/zones.routes';
import { registerErrorHandling } from './plugins/errors';
import { registerRoutePolicies } from './plugins/policy';

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
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
  const mailer = deps.mailer ?? (config.smtpUrl ? createSmtpMailer(config.smtpUrl) : createOutboxMailer(db, app.log));
  const auth = createAuthService({
    db,
    signer: createTokenSigner(await loadSigningSecret(db), config.tokenTtlSeconds),
    limiter: createSignInLimiter({ windowMs: 15 * 60 * 1000, maxPerEmail: 5, maxPerAddress: 30, now: () => clock.now().getTime() }),
    mailer,
    clock,
    tokenTtlSeconds: config.tokenTtlSeconds,
    publicUrl: config.publicUrl,
  });
  app.decorate('authService', auth);

  registerRoutePolicies(app, async (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    return token ? auth.authenticate(token) : null;
  });

  await app.register(fastifyCookie);
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
  await app.register(zoneRoutes(db));
  await app.register(userRoutes(db));
  await app.register(mailRoutes(db));

  const hasWeb = fs.existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: config.webDist, wildcard: false, index: false });

  app.setNotFoundHandler((request, reply) => {
    const lang = languageOf(request.headers['accept-language']);
    if (request.url.startsWith('/api') || !hasWeb || request.method !== 'GET') {
      return reply.status(404).send({ code: 'route_not_found', message: formatErrorMessage('route_not_found', lang) });
    }
    // SPA fallback: the web app's router decides what an unknown path shows.
    return reply.type('text/html').sendFile('index.html');
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    authService: ReturnType<typeof createAuthService>;
  }
}

import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { SOCKET_CLOSE_SERVICE_RESTART } from '@kurye/contracts/delivery';
import { DOCUMENT_KIND_NAMES } from '@kurye/contracts/documents';
import { formatErrorMessage } from '@kurye/contracts/errors';
import type { Config } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { AppError } from './lib/errors';
import { languageOf } from './lib/language';
import { addGaugeSource, metrics } from './lib/metrics';
import { loadSigningSecret } from './lib/secrets';
import { customerOf } from './modules/store-requests/request-view';
import { createAccessService } from './access/access.service';
import { createAuthService, type AuthService } from './modules/auth/auth.service';
import { createAvatarFiles } from './modules/auth/avatars';
import { createCourierIndex, shownStatus, type CourierIndex } from './modules/live/courier-index';
import { createDeadlineSweeper } from './modules/dispatch/deadline-sweeper';
import type { DispatchDeps } from './modules/dispatch/dispatch.context';
import { dispatchRoutes } from './modules/dispatch/dispatch.routes';
import { createDispatchService, type DispatchService } from './modules/dispatch/dispatch.service';
import { createLiveService, type LiveService } from './modules/live/live.service';
import { liveRoutes } from './modules/live/live.routes';
import { createStoreRequestsService, type StoreRequestsService } from './modules/store-requests/store-requests.service';
import { createStorePacketsService, type StorePacketsService } from './modules/store-requests/store-packets.service';
import { storeRequestRoutes } from './modules/store-requests/store-requests.routes';
import { createCourierOffersService, type CourierOffersService } from './modules/courier-work/courier-offers.service';
import { createCourierWorkService, type CourierWorkService } from './modules/courier-work/courier-work.service';
import { courierWorkRoutes } from './modules/courier-work/courier-work.routes';
import { createPacketUpdateRequestsService } from './modules/packet-update-requests/packet-update-requests.service';
import { createLocalBus, type EventBus } from './lib/event-bus';
import { realtimeRoutes } from './modules/realtime/realtime.routes';
import { createSocketHub, type SocketHub } from './modules/realtime/socket-hub';
import { createSettingsService, type SettingsService } from './modules/settings/settings.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createSignInLimiter, deviceMarks, memoryFailureLog, redisFailureLog } from './modules/auth/sign-in-limiter';
import { createTokenSigner } from './modules/auth/tokens';
import { commonRoutes } from './modules/common/common.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createHealthService } from './modules/health/health.service';
import { createMailOutbox, createMailer, smtpTransport, type MailTransport } from './modules/mail/mailer';
import { mailRoutes } from './modules/mail/mail.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { createReferenceService } from './modules/reference/reference.service';
import { mapTileRoutes } from './modules/geo/map-tiles.routes';
import { geoRoutes } from './modules/geo/geo.routes';
import { createGeoSearchService } from './modules/geo/geo-search.service';
import { openStreetMap, streetSource } from './modules/geo/street-map';
import { userRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { createRolesService } from './modules/users/roles.service';
import { accountingRoutes } from './modules/accounting/accounting.routes';
import { createAccountingService } from './modules/accounting/accounting.service';
import { announcementRoutes } from './modules/announcements/announcements.routes';
import { createAnnouncementsService, type AnnouncementsService } from './modules/announcements/announcements.service';
import { searchRoutes } from './modules/search/search.routes';
import { createSearchService } from './modules/search/search.service';
import { messageRoutes } from './modules/messages/messages.routes';
import { helpCenterRoutes } from './modules/help-center/help-center.routes';
import { createHelpCenterService } from './modules/help-center/help-center.service';
import { contactRoutes } from './modules/contacts/contacts.routes';
import { createContactsService } from './modules/contacts/contacts.service';
import { createMessagesService } from './modules/messages/messages.service';
import { createNotifier } from './modules/notifications/notifier';
import { createMaintenance, type Maintenance } from './modules/maintenance/maintenance';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { shortcutRoutes } from './modules/notifications/shortcuts.routes';
import { createShortcutsService } from './modules/notifications/shortcuts.service';
import { applicationRoutes } from './modules/applications/applications.routes';
import { createApplicationsService } from './modules/applications/applications.service';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAuditService } from './modules/audit/audit.service';
import { carrierRoutes } from './modules/carriers/carriers.routes';
import { createCarriersService } from './modules/carriers/carriers.service';
import { settingsRoutes } from './modules/settings/settings.routes';
import { createSettingsAdminService } from './modules/settings/settings-admin.service';
import { estimateRequestFee } from './modules/dispatch/pricing';
import { storeRoutes } from './modules/stores/stores.routes';
import { createStoresService } from './modules/stores/stores.service';
import { zoneRoutes } from './modules/zones/zones.routes';
import { createZonesService } from './modules/zones/zones.service';
import { emergencyRoutes } from './modules/emergencies/emergencies.routes';
import { taskRoutes } from './modules/tasks/tasks.routes';
import { createTasksService } from './modules/tasks/tasks.service';
import { scrumboardRoutes } from './modules/tasks/scrumboard.routes';
import { createScrumboardService } from './modules/tasks/scrumboard.service';
import { sweepExpiredDocuments, sweepOpenStoreRequests, taskEventsHook } from './modules/tasks/task-events';
import { noteRoutes } from './modules/notes/notes.routes';
import { createNotesService } from './modules/notes/notes.service';
import { periodic } from './lib/periodic';
import { createEmergenciesService } from './modules/emergencies/emergencies.service';
import { jokerStationRoutes } from './modules/joker-stations/joker-stations.routes';
import { createJokerStationsService } from './modules/joker-stations/joker-stations.service';
import { packetUpdateRequestRoutes } from './modules/packet-update-requests/packet-update-requests.routes';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { createIyzicoProvider, createSandboxProvider } from './modules/payments/payment-provider';
import { paymentRoutes } from './modules/payments/payments.routes';
import { createPaymentsService, type PaymentsService } from './modules/payments/payments.service';
import { invoiceRoutes } from './modules/invoices/invoices.routes';
import { createInvoicesService } from './modules/invoices/invoices.service';
import { usageRoutes } from './modules/usage/usage.routes';
import { createUsageService } from './modules/usage/usage.service';
import { registerLedgerHook } from './modules/ledger/ledger.service';
import { assertRequiredCoursesDone, createAcademyService } from './modules/academy/academy.service';
import { academyRoutes } from './modules/academy/academy.routes';
import { createEquipmentService } from './modules/equipment/equipment.service';
import { equipmentRoutes } from './modules/equipment/equipment.routes';
import { createRollupFlusher, reportsLedgerHook, type RollupFlusher } from './modules/reports/rollups';
import { dashboardRoutes } from './modules/dashboards/dashboards.routes';
import { createDashboardsService } from './modules/dashboards/dashboards.service';
import { backfillMonths } from './modules/reports/rollups.repository';
import { createReportsService } from './modules/reports/reports.service';
import { reportRoutes } from './modules/reports/reports.routes';
import { registerRoutePolicies } from './plugins/policy';
import { registerSecurityHeaders } from './plugins/security-headers';
import { responseSerializer } from './plugins/response-serializer';
import { registerRateLimit } from './plugins/rate-limit';
import { createApiKeyService, looksLikeApiKey } from './modules/integrations/api-keys.service';
import { integrationRoutes } from './modules/integrations/integrations.routes';
import { createWebhookService } from './modules/integrations/webhooks.service';
import { INTEGRATIONS_TAG_DOC } from './modules/integrations/integration-docs';
import { createWebhookWorker, type WebhookWorker, type WebhookWorkerOptions } from './modules/integrations/webhook-worker';
import { createTrackingService, type TrackingService } from './modules/tracking/tracking.service';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { createWebPushSender, type PushSender } from './modules/push/push-sender';
import { createPushService, loadVapidKeys, type PushService } from './modules/push/push.service';
import { pushRoutes } from './modules/push/push.routes';
import { RoadsService } from './modules/roads/roads.service';
import { createRoadRoutesService } from './modules/roads/road-routes.service';
import { roadsRoutes } from './modules/roads/roads.routes';
import { documentJobs } from './modules/documents/document-jobs';
import { documentRoutes } from './modules/documents/documents.routes';
import { createDocumentsService, type DocumentsService } from './modules/documents/documents.service';
import { createDiskStore, createS3Store } from './lib/file-store';

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Hands mail to a mail server; defaults to SMTP when SMTP_URL is set, else mail stays in the local outbox (tests pass a stand-in). */
  mailTransport?: MailTransport;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to an in-process bus; main.ts passes the Redis bus when REDIS_URL is set. */
  bus?: EventBus;
  /** Shared counters for rate limits when several API processes run (main.ts passes it when REDIS_URL is set). */
  redis?: Redis;
  /** Run the deadline sweeper and the live-map tick on timers (off in tests, which drive them by hand). */
  background?: boolean;
  /** Webhook retry timing (tests shorten it). */
  webhookWorker?: WebhookWorkerOptions;
  /** Sends Web Push messages; defaults to the real `web-push` sender with the VAPID keys. */
  pushSender?: PushSender;
  /** The road network (built or loaded by main.ts); without it fees, dispatch and routes use the straight line. */
  roads?: RoadsService;
}

export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const db = database.db;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    // Requests (thousands a minute with the simulator) are logged at debug below; LOG_LEVEL=debug shows them.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  registerErrorHandling(app);
  // A callback hook that builds the log line only when debug is on (no promise and object per request otherwise).
  app.addHook('onResponse', (req, reply, done) => {
    // By route pattern (`/api/requests/:id`), never the raw URL: one series per route, whatever ids are asked for.
    metrics.httpRequest(req.method, req.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    if (req.log.level === 'debug' || req.log.level === 'trace')
      req.log.debug({ method: req.method, url: req.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    done();
  });

  // Shutting down: a response still going out closes its connection, so the server's close does not wait for an idle
  // keep-alive connection to time out (5 s) before the process can exit.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  const clock = deps.clock ?? systemClock;
  const bus = deps.bus ?? createLocalBus();
  const mailService = createMailer(db, app.log, deps.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : null), clock);
  const mailer = mailService.mailer;
  const secret = await loadSigningSecret(db);
  const files = config.files.kind === 's3' ? createS3Store(config.files) : createDiskStore(config.files.dir);
  const auth = createAuthService({
    db,
    signer: createTokenSigner(secret, config.tokenTtlSeconds),
    limiter: createSignInLimiter({
      windowMs: 15 * 60 * 1000,
      maxPerEmail: 5,
      maxPerAddress: 30,
      now: () => clock.now().getTime(),
      log: deps.redis ? redisFailureLog(deps.redis, `${config.redisNamespace}:sign-in-failures:`) : memoryFailureLog(),
    }),
    devices: deviceMarks(secret),
    mailer,
    clock,
    tokenTtlSeconds: config.tokenTtlSeconds,
    publicUrl: config.publicUrl,
    bus,
    avatars: createAvatarFiles(files),
  });

  const settings = createSettingsService(db, (err) => app.log.error({ err }, 'settings refresh failed'));
  await settings.warmUp();
  const index = createCourierIndex();
  const roads =
    deps.roads ??
    new RoadsService({
      pmtilesPath: config.roads ? (config.map.pmtiles ?? null) : null,
      cacheDir: config.dataDir === 'memory://' ? null : config.dataDir,
      log: app.log,
    });
  const roadRoutes = createRoadRoutesService(roads, async () => (await settings.get()).roads);
  const tracking = createTrackingService({ db, clock, secret, publicUrl: config.publicUrl, index, travel: roadRoutes });
  const apiKeys = createApiKeyService({ db, clock });
  const webhooks = createWebhookService({ db, clock, allowLocal: config.webhooksAllowLocal, trackingUrlOf: tracking.urlFor, customerOf });
  const webhookWorker = createWebhookWorker(
    { db, clock, log: app.log, allowLocal: config.webhooksAllowLocal },
    { ...config.webhookWorker, ...deps.webhookWorker },
  );
  const notifier = createNotifier({ clock, bus });
  const dispatchDeps: DispatchDeps = {
    db,
    clock,
    bus,
    settings,
    index,
    log: app.log,
    txHooks: [webhooks.txHook],
    trackingUrlOf: tracking.urlFor,
    notifier,
    roads: roadRoutes,
  };
  // Report roll-ups: a delivery transaction queues the requests it touched; the flusher sums them after it.
  const rollups = createRollupFlusher(db, app.log);
  dispatchDeps.txHooks.push(rollups.txHook);
  registerLedgerHook('reports', reportsLedgerHook);
  // A database from before the monthly and per-zone report roll-ups: sum its daily rows once.
  await backfillMonths(db);
  const dispatch = createDispatchService(dispatchDeps);
  const deliveryDeps = { db, clock, settings, dispatch, distances: roadRoutes, trackingUrlOf: tracking.urlFor };
  const storeRequests = createStoreRequestsService(deliveryDeps);
  const storePackets = createStorePacketsService(deliveryDeps);
  const courierOffers = createCourierOffersService(deliveryDeps);
  const courierWork = createCourierWorkService(deliveryDeps);
  const packetUpdates = createPacketUpdateRequestsService({ db, clock, settings, dispatch, distances: roadRoutes, storePackets });
  const live = createLiveService(dispatchDeps);
  const sweeper = createDeadlineSweeper(dispatchDeps, {
    stage_timeout: (tx, out, requestId, stage) => dispatch.stageTimeout(tx, out, requestId, stage),
    auto_approve: (tx, out, packetId) => storePackets.autoApprove(tx, out, packetId),
  });
  await live.warmUp();
  const access = createAccessService({ db });
  const documents = createDocumentsService({
    db,
    clock,
    settings,
    access,
    notifier,
    store: files,
  });
  // A courier goes available only after the courses its carrier type requires.
  live.addAvailabilityGuard((carrierId) => assertRequiredCoursesDone(db, carrierId));
  // A courier with a missing, unapproved or expired required document may not go available when the setting says so.
  live.addAvailabilityGuard(async (carrierId) => {
    if (!(await settings.get()).documents.requiredForAvailability) return;
    const blocking = await documents.blockingDocuments(carrierId);
    if (blocking.length) throw new AppError(409, 'documents_missing', { documents: blocking.map((k) => DOCUMENT_KIND_NAMES[k]).join(', ') });
  });
  const maintenance = createMaintenance({
    database,
    databaseUrl: config.databaseUrl,
    backups: config.backups,
    clock,
    settings,
    log: app.log,
    jobs: documentJobs(documents),
  });
  const carrierIdOf = access.carrierIdOfUser;
  const storeIdOf = access.storeIdOfUser;
  const hub = createSocketHub(bus, {
    zoneOf: (carrierId) => index.get(carrierId)?.zoneId,
    statusOf: (carrierId) => shownStatus(index.get(carrierId)),
  });
  const vapid = await loadVapidKeys(db, config.push.vapidKeys);
  const push = createPushService({
    db,
    clock,
    bus,
    log: app.log,
    publicKey: vapid.publicKey,
    allowLocal: config.push.allowLocal,
    sender:
      deps.pushSender ??
      createWebPushSender({
        ...vapid,
        subject: () => config.push.subject ?? `mailto:${settings.cached()?.invoicing.company.email || 'destek@kuryeofis.test'}`,
      }),
  });
  const unsubscribe = bus.subscribe((event, origin) => {
    // Pushes go out from the process where the event happened (after its commit), so each is sent once.
    if (origin === 'local') {
      push.handle(event);
      metrics.event(event);
    }
    live.applyBusEvent(event);
    // One info line per state change of a request or a courier.
    if (event.type === 'request.status_changed')
      app.log.info({ requestId: event.data.requestId, status: event.data.status, carrierId: event.data.carrierId }, 'request status changed');
    if (event.type === 'carrier.status_changed') app.log.info({ carrierId: event.data.carrierId, status: event.data.status }, 'courier status changed');
    if (event.type === 'internal.session_revoked') auth.forget(event.data.userId);
    if (event.type === 'internal.settings_changed') settings.invalidate();
  });
  app.decorate('services', {
    auth,
    settings,
    dispatch,
    storeRequests,
    storePackets,
    courierOffers,
    courierWork,
    live,
    sweeper,
    hub,
    index,
    bus,
    webhookWorker,
    tracking,
    push,
    rollups,
    maintenance,
    documents,
  } as FastifyInstance['services']);

  registerRoutePolicies(
    app,
    async (request) => {
      const header = request.headers.authorization;
      // A store's API key: `X-Api-Key: <key>` or `Authorization: Bearer <key>`.
      const apiKey = request.headers['x-api-key'];
      if (typeof apiKey === 'string' && apiKey) return apiKeys.authenticate(apiKey);
      if (looksLikeApiKey(header?.slice(7))) return apiKeys.authenticate(header!.slice(7));
      // Browsers cannot set headers on a WebSocket: the token comes as the second subprotocol ("bearer", token).
      const protocols = request.headers['sec-websocket-protocol']?.split(',').map((p) => p.trim());
      const token = header?.startsWith('Bearer ') ? header.slice(7) : protocols?.[0] === 'bearer' ? protocols[1] : request.cookies?.accessToken;
      return token ? auth.authenticate(token) : null;
    },
    access,
  );

  await app.register(fastifyCookie);
  await registerRateLimit(app, {
    redis: deps.redis,
    namespace: config.redisNamespace,
    apiKeyPerMinute: config.apiKeyRateLimitPerMinute,
    passwordMailPerWindow: config.passwordMailPerWindow,
    publicFormPerHour: config.publicFormPerHour,
  });
  await app.register(fastifyWebsocket, {
    // Shutting down: every socket is told "service restart", so the apps reconnect at once (to another process).
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(SOCKET_CLOSE_SERVICE_RESTART, 'server restarting');
      done();
    },
    options: { maxPayload: 64 * 1024, handleProtocols: (protocols: Set<string>) => (protocols.has('bearer') ? 'bearer' : false) },
  });
  registerSecurityHeaders(app, () => settings.cached()?.map.tileUrl);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Kurye Ofis API', version: '0.1.0', description: 'Kurye Ofis: courier dispatch back-office. Errors are `{ code, message }`.' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } },
      },
      tags: [
        {
          name: 'integrations',
          description: INTEGRATIONS_TAG_DOC,
        },
      ],
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  app.get('/api/openapi.json', { config: { policy: { access: 'public' } }, schema: { hide: true } }, () => app.swagger());

  const gaugeSources = [
    addGaugeSource('kurye_sockets_open', () => hub.connections()),
    addGaugeSource('kurye_db_connections', () => database.stats().connections),
    addGaugeSource('kurye_db_connections_idle', () => database.stats().idle),
    addGaugeSource('kurye_db_waiting', () => database.stats().waiting),
    addGaugeSource('kurye_reports_flush_lag_seconds', () => rollups.lagSeconds()),
  ];
  app.addHook('onClose', async () => gaugeSources.forEach((remove) => remove()));
  await app.register(authRoutes(auth));
  await app.register(commonRoutes(auth));
  await app.register(referenceRoutes(createReferenceService({ db })));
  const streetMap = await openStreetMap(config.map, app.log);
  await app.register(mapTileRoutes(streetMap));
  const geoSearch = createGeoSearchService({ archive: streetMap.archive, dataDir: config.dataDir, log: app.log });
  await app.register(geoRoutes(geoSearch));
  // Not ready while the street search index or the road network is built at a first start (a few seconds to a minute;
  // cached after): a proxy sends traffic to a process that has them. Without a street map, or after a failed road
  // build (fees and dispatch then use the straight line), there is nothing to wait for.
  const readiness = {
    streets: async () => !geoSearch.indexing(),
    roads: async () => roads.state !== 'building',
  };
  await app.register(healthRoutes(createHealthService(database, readiness), { metricsToken: config.metricsToken }));
  const onClaimsChanged = () => bus.publish({ type: 'internal.session_revoked', data: {}, audiences: ['internal'] });
  const accountDeps = { db, clock, bus, mailer, publicUrl: config.publicUrl, log: app.log };
  await app.register(zoneRoutes(createZonesService({ db, index })));
  await app.register(userRoutes(createUsersService(accountDeps), createRolesService({ db, onClaimsChanged })));
  await app.register(storeRoutes(createStoresService({ db, bus })));
  const jokerStations = createJokerStationsService({ db, bus, index });
  await app.register(carrierRoutes(createCarriersService({ db, bus, index, deliveries: courierWork, jokers: jokerStations.jokers })));
  await app.register(applicationRoutes(createApplicationsService({ ...accountDeps, notifier })));
  await app.register(
    settingsRoutes(createSettingsAdminService({ db, bus, settings, feeOfOnePacket: (pricing) => estimateRequestFee(1, pricing) }), () => ({
      paymentProvider: config.payments.provider,
      map: streetSource(streetMap, settings.cached()?.map.tileUrl),
    })),
  );
  await app.register(auditRoutes(createAuditService({ db })));
  await app.register(storeRequestRoutes({ requests: storeRequests, packets: storePackets, storeIdOf }));
  await app.register(courierWorkRoutes({ offers: courierOffers, work: courierWork, carrierIdOf }));
  await app.register(liveRoutes({ live, carrierIdOf }));
  await app.register(dispatchRoutes({ dispatch }));
  await app.register(realtimeRoutes({ hub, live, storeIdOf, carrierIdOf }));
  await app.register(mailRoutes(createMailOutbox(db), mailService));
  const accounting = createAccountingService({ db, clock, notifier });
  dispatchDeps.txHooks.push((tx, events) => accounting.onDeliveryEvents(tx, events));
  dispatchDeps.txHooks.push(notifier.txHook);
  // Delivery events that give the office a follow-up (a rejected delivery location): a task, once per event.
  dispatchDeps.txHooks.push(taskEventsHook(clock));
  await app.register(accountingRoutes({ accounting, storeIdOf, carrierIdOf }));
  await app.register(emergencyRoutes(createEmergenciesService({ db, clock, bus, index, notifier }), carrierIdOf));
  const tasks = createTasksService({ db, clock, notifier });
  await app.register(taskRoutes(tasks));
  await app.register(scrumboardRoutes(createScrumboardService({ db, clock, notifier, tasks })));
  await app.register(noteRoutes(createNotesService({ db, clock })));
  // Store requests still open after a day and couriers' expired documents: a follow-up each (idempotent by the key).
  const taskSweep = periodic(
    'follow-up sweep',
    async () => ({ ...(await sweepOpenStoreRequests(db, clock)), documents: (await sweepExpiredDocuments(db, clock)).created }),
    app.log,
  );
  app.decorate('taskSweep', taskSweep);
  await app.register(packetUpdateRequestRoutes({ service: packetUpdates, ownStore: storeRequests.ownStore }));
  await app.register(jokerStationRoutes(jokerStations));
  await app.register(academyRoutes(createAcademyService({ db, clock }), carrierIdOf));
  await app.register(equipmentRoutes(createEquipmentService({ db, clock })));
  const payments = createPaymentsService({
    db,
    clock,
    settings,
    log: app.log,
    publicUrl: config.publicUrl,
    expiryMinutes: config.payments.expiryMinutes,
    provider: config.payments.provider === 'iyzico' ? createIyzicoProvider(config.payments.iyzico) : createSandboxProvider(db),
  });
  app.services.payments = payments;
  await app.register(paymentRoutes({ payments, storeIdOf }));
  await app.register(usageRoutes({ usage: createUsageService(db), storeIdOf }));
  await app.register(invoiceRoutes({ invoices: createInvoicesService({ db, clock, settings, notifier }), storeIdOf }));
  await app.register(integrationRoutes({ keys: apiKeys, webhooks, storeIdOf }));
  await app.register(trackingRoutes(tracking));
  const reports = createReportsService({ reportsDb: database.reportsDb, db, now: () => clock.now(), beforeRead: rollups.flush, storeIdOf });
  await app.register(reportRoutes({ reports }));
  const dashboards = createDashboardsService({ reportsDb: database.reportsDb, db, now: () => clock.now(), beforeRead: rollups.flush });
  await app.register(dashboardRoutes(dashboards));
  app.services.announcements = createAnnouncementsService({ db, clock, bus, storeIdOf });
  await app.register(announcementRoutes(app.services.announcements));
  await app.register(searchRoutes(createSearchService({ db, storeIdOf })));
  await app.register(messageRoutes(createMessagesService({ db, clock, bus })));
  await app.register(helpCenterRoutes(createHelpCenterService({ db, clock })));
  await app.register(contactRoutes(createContactsService({ db })));
  await app.register(pushRoutes(push));
  await app.register(notificationRoutes(createNotificationsService({ db, clock, notifier })));
  await app.register(shortcutRoutes(createShortcutsService({ db, clock })));
  await app.register(roadsRoutes(roadRoutes));
  await app.register(documentRoutes(documents, carrierIdOf));

  const hasWeb = fs.existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb) {
    const hashedAsset = (file: string) => file.includes(`${path.sep}assets${path.sep}`) && !file.includes(`${path.sep}assets${path.sep}i18n${path.sep}`);
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Hashed build assets never change; everything else (the texts in assets/i18n too) is checked on each visit.
      setHeaders: (reply, filePath) => reply.header('cache-control', hashedAsset(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache'),
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
    const timers: NodeJS.Timeout[] = [];
    /** A background job run at start and then every `ms`; a failure is logged and the next run tries again. */
    const every = (ms: number, what: string, job: () => Promise<unknown>) => {
      const run = () => void job().catch((err) => app.log.warn({ err }, `${what} failed`));
      run();
      timers.push(setInterval(run, ms).unref());
    };
    app.addHook('onReady', async () => {
      // The street search index: built (or read from its cache) in the background while the server answers.
      void geoSearch.start();
      // The road network: read from its cache, or built in a worker thread; the straight line serves meanwhile. New
      // speeds in the settings build it again.
      roads.start((await settings.get()).roads.speedsKmh);
      settings.onChange((s) => roads.start(s.roads.speedsKmh));
      sweeper.start();
      rollups.start();
      hub.start();
      // Abandoned checkouts expire durably: the deadline is on the row, so a restart picks up where it left off.
      every(60_000, 'payment expiry', () => payments.expireDue());
      webhookWorker.start();
      // Scheduled announcements whose time came: push to their stores.
      every(30_000, 'announcement publishing', () => app.services.announcements.publishDue());
      // The couriers online in each hour, for the operations dashboard's demand by hour.
      every(60_000, 'courier sampling', () => dashboards.sampleCouriers());
      // The daily backup and the KVKK retention run (notifications, sessions, positions, rejected applicants).
      maintenance.dailyJobs.start();
      taskSweep.start(10 * 60_000);
    });
    app.addHook('onClose', async () => timers.forEach(clearInterval));
  }
  // PGlite on a data directory: `npm run backup` asks this process for the dump.
  let control: { close(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    control = await maintenance.listen();
  });
  app.addHook('onClose', async () => {
    await geoSearch.close();
    streetMap.close();
    await control?.close();
    await maintenance.dailyJobs.stop();
    await taskSweep.stop();
    hub.stop();
    await sweeper.stop();
    await rollups.stop();
    await webhookWorker.stop();
    await live.close();
    unsubscribe();
    await push.idle();
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The follow-up sweep (store requests open for a day: `created`; expired documents: `documents`): `runNow()` runs it at once. */
    taskSweep: { runNow(): Promise<{ created: number; documents: number }> };
    /** The services app.ts builds once (the module's own service types). */
    services: {
      auth: AuthService;
      settings: SettingsService;
      dispatch: DispatchService;
      storeRequests: StoreRequestsService;
      storePackets: StorePacketsService;
      courierOffers: CourierOffersService;
      courierWork: CourierWorkService;
      live: LiveService;
      sweeper: ReturnType<typeof createDeadlineSweeper>;
      hub: SocketHub;
      index: CourierIndex;
      bus: EventBus;
      payments: PaymentsService;
      webhookWorker: WebhookWorker;
      tracking: TrackingService;
      push: PushService;
      /** The report roll-ups' flusher (`flush()` brings them up to date). */
      rollups: RollupFlusher;
      announcements: AnnouncementsService;
      /** Backups, KVKK retention and the daily jobs that run them. */
      maintenance: Maintenance;
      /** Courier documents (tests drive its daily jobs through `maintenance.dailyJobs`). */
      documents: DocumentsService;
    };
  }
}

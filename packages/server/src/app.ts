import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import {
  BOARD_PATH,
  loadsDayOfPath,
  MY_DAY_PATH,
  opensLightDay,
  publicBoardTodayPath,
  SESSION_PATH,
} from '@dz/shared';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import { type Database, openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { combinePublishers } from './events/domain-events';
import { createUnitOfWork } from './events/unit-of-work';
import { createMailer } from './mail/mailer';
import { watchSocketClients } from './metrics/metrics';
import { registerMetrics } from './metrics/metrics.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAuditService } from './modules/audit/audit.service';
import { accountsRoutes } from './modules/auth/accounts.routes';
import { createAccountsService } from './modules/auth/accounts.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { backupRoutes } from './modules/backup/backup.routes';
import { createBackupService } from './modules/backup/backup.service';
import { createBackupStore } from './modules/backup/backup.store';
import { bankRoutes } from './modules/bank/bank.routes';
import { createBankService } from './modules/bank/bank.service';
import { createBotCheck } from './modules/botcheck/botcheck';
import { clubRoutes } from './modules/club/club.routes';
import { createClubService } from './modules/club/club.service';
import { clubClockOf } from './modules/club/club-clock';
import { publicClubId } from './modules/club/public-club';
import { clubDataRoutes } from './modules/club-data/club-data.routes';
import { createClubDataService } from './modules/club-data/club-data.service';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { createFeedbackService } from './modules/feedback/feedback.service';
import { createGoogleVerifier, type GoogleVerifier } from './modules/google/google';
import { healthRoutes } from './modules/health/health.routes';
import { hostRoutes } from './modules/host/host.routes';
import { createHostService } from './modules/host/host.service';
import { deleteUnconfirmedUsersJob } from './modules/jobs/cleanup.jobs';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { createJobsAdminService } from './modules/jobs/jobs.service';
import { paymentRemindersJob, unlandedLoadRemindersJob } from './modules/jobs/reminders.jobs';
import { startScheduler } from './modules/jobs/scheduler';
import { ledgerRoutes } from './modules/ledger/ledger.routes';
import { createLedgerService } from './modules/ledger/ledger.service';
import { liveRoutes } from './modules/live/live.routes';
import { createLiveAltitude } from './modules/live/live-altitude.service';
import { altitudeUpstreamOf } from './modules/live/sources/from-config';
import { createLandingService } from './modules/loads/landing.service';
import { refuseMembersOnOpenLoads } from './modules/loads/loads.guards';
import { loadsRoutes } from './modules/loads/loads.routes';
import { createLoadsService } from './modules/loads/loads.service';
import { createManifestService } from './modules/loads/manifest.service';
import { createSelfManifestService } from './modules/loads/self-manifest.service';
import { membersRoutes } from './modules/members/members.routes';
import { createMembersService } from './modules/members/members.service';
import { pushRoutes } from './modules/push/push.routes';
import { createWebPushSender, generateVapidKeys, vapidSubject } from './modules/push/push.sender';
import { createPushService } from './modules/push/push.service';
import { createLimiter } from './modules/ratelimit/limiter';
import { sessionRoutes } from './modules/session/session.routes';
import { setupRoutes } from './modules/setup/setup.routes';
import { createSetupService } from './modules/setup/setup.service';
import { statsRoutes } from './modules/stats/stats.routes';
import { createStatsService } from './modules/stats/stats.service';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { createWaiverInfoSource } from './modules/waivers/waiver-info';
import { waiversRoutes } from './modules/waivers/waivers.routes';
import { createWaiversService } from './modules/waivers/waivers.service';
import { createWeather } from './modules/weather/weather.service';
import { createWeatherUpstream } from './modules/weather/weather-upstream';
import { createOutbound, type OutboundOptions } from './outbound/outbound';
import { registerAuth } from './plugins/auth';
import { registerCrossSiteGuard } from './plugins/cross-site';
import { cspDirectives } from './plugins/csp';
import { registerErrorHandler } from './plugins/error-handler';
import { registerTextGuard } from './plugins/text-guard';
import { registerWebApp } from './plugins/web-app';
import { stampVersions } from './read-models/invalidation';
import { createRealtimePublisher } from './realtime/event-routes';
import { createRealtime } from './realtime/realtime';
import { connectRedis } from './redis';
import { createRepos } from './repos';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildOptions {
  config: Config;
  /** An already open database (tests share one per file); otherwise it is opened from the config. */
  database?: Database;
  now?: () => Date;
  /** A Google verifier with a test key set (tests run offline). */
  google?: GoogleVerifier;
  /** How the outbound client resolves and which addresses it lets through (tests' local fixture services). */
  outbound?: OutboundOptions;
}

/** Fastify's `trustProxy` of TRUST_PROXY; a hop count as the function proxy-addr makes of a number. */
export function trustProxyOption(
  setting: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** The composition root: database → services → plugins → routes. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    // X-Forwarded-For only from the proxies TRUST_PROXY names: otherwise any caller picks the address its limits count
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerTextGuard(app);

  const ownsDatabase = !opts.database;
  const database =
    opts.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  await runMigrations(database);
  const db = database.db;
  const now = opts.now ?? (() => new Date());

  const repos = createRepos(db, { writes: database.writes });
  const secret = await repos.sessions.sessionSecret();
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    log: app.log,
  });
  /** The club a public page (board, waiver form) follows: by club key, or the installation's only club. */
  const publicClub = (clubKey?: string) => publicClubId(repos, clubKey);
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, app.log) : undefined;
  const realtime = createRealtime({
    server: app.server,
    log: app.log,
    redis,
    // the auth service needs the unit of work, built on this; sockets connect only once the app listens
    authenticate: (accessToken) => auth.authenticate(accessToken),
    // a suspended club's board gets no live updates (its page says why)
    publicClub: (clubKey) => publicClub(clubKey).catch(() => null),
  });
  // every request the server makes to others goes through this one client (docs/security.md)
  const outbound = createOutbound(app.log, opts.outbound);
  const vapid = await repos.push.vapidKeys(generateVapidKeys);
  const push = createPushService({
    repos,
    sender: createWebPushSender({
      keys: vapid,
      subject: vapidSubject(config.MAIL_FROM),
      outbound,
      extraHosts: config.PUSH_SERVICE_HOSTS,
    }),
    publicKey: vapid.publicKey,
    log: app.log,
    outbound,
    extraHosts: config.PUSH_SERVICE_HOSTS,
  });
  // today's public board goes out with its change (computed once, as the boards would fetch it)
  const boardPublisher = createRealtimePublisher(realtime, (clubId, date) =>
    loads.todaysBoardGzip(clubId, date),
  );
  // services announce domain events through the unit of work; after commit they reach the sockets and Web Push
  const uow = createUnitOfWork({
    db,
    publisher: combinePublishers(boardPublisher, push.publisher()),
    beforeCommit: stampVersions,
  });
  const auth = createAuthService({ repos, uow, now, secret });
  const setup = createSetupService({ repos, uow, now });
  app.decorate('ctx', {
    config,
    database,
    db,
    repos,
    uow,
    mailer,
    realtime,
    boardPushes: boardPublisher,
    push,
    now,
  });

  await app.register(fastifyCookie);
  // JSON answers compressed for phones on a field's mobile network: brotli at a quality that costs
  // about as much as gzip per request (the static files are compressed once at build time instead)
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { directives: cspDirectives(config) },
    strictTransportSecurity: config.secureCookies,
  });
  registerCrossSiteGuard(app, config.PUBLIC_URL);
  registerMetrics(app, { token: config.METRICS_TOKEN });
  watchSocketClients(() => realtime.clients());
  registerAuth(app, auth, { secure: config.secureCookies });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Dropzone API', version: '1.0.0', description: 'Skydiving club manifest and money' },
      servers: [{ url: config.PUBLIC_URL }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const secureCookies = config.secureCookies;
  const limiter = createLimiter(redis);
  const accounts = createAccountsService({ repos, uow, mailer, publicUrl: config.PUBLIC_URL, now });
  const users = createUsersService({ repos, uow, accounts, now });
  const botCheck = createBotCheck({
    secret: config.BOTCHECK_SECRET,
    verifyUrl: config.BOTCHECK_VERIFY_URL,
    outbound,
  });
  const google = opts.google ?? createGoogleVerifier({ clientId: config.GOOGLE_CLIENT_ID, outbound });
  let scheduler: ReturnType<typeof startScheduler> | undefined;
  await app.register(
    healthRoutes({
      health: repos.health,
      redisStatus: redis ? () => redis.status : undefined,
      scheduler: config.JOBS === 'on' ? () => scheduler?.state() : undefined,
      now,
    }),
  );
  await app.register(setupRoutes({ setup, auth, secureCookies }));
  await app.register(
    authRoutes({
      auth,
      limiter,
      secureCookies,
      onAccountLocked: (account, minutes) => accounts.noticeAccountLocked(account, minutes),
    }),
  );
  await app.register(
    accountsRoutes({
      accounts,
      auth,
      limiter,
      botCheck,
      google,
      mailer,
      botCheckSiteKey: config.BOTCHECK_SITE_KEY,
      googleClientId: config.GOOGLE_CLIENT_ID,
      secureCookies,
    }),
  );
  await app.register(usersRoutes({ users, secureCookies }));
  const host = createHostService({ repos, uow, mailer, publicUrl: config.PUBLIC_URL, now });
  await app.register(hostRoutes({ host, auth, limiter, secureCookies }));
  await app.register(feedbackRoutes({ feedback: createFeedbackService({ repos, mailer }) }));
  const clubService = createClubService({ repos, uow, now });
  const members = createMembersService({
    repos,
    uow,
    mailer,
    publicUrl: config.PUBLIC_URL,
    now,
    deletionGuards: [refuseMembersOnOpenLoads],
    waiverInfo: createWaiverInfoSource({ repos, now }),
  });
  const ledger = createLedgerService({ repos, uow, now });
  const altitude = createLiveAltitude({
    repos,
    upstream: altitudeUpstreamOf(config, outbound, now),
    now,
    log: app.log,
  });
  const weather = createWeather({
    repos,
    upstream: createWeatherUpstream({ outbound, metarUrl: config.METAR_URL, fmiUrl: config.FMI_URL, now }),
    now,
    log: app.log,
  });
  const loads = createLoadsService({ repos, uow, altitude, publicClub, now });
  const manifest = createManifestService({ uow, now, wind: weather });
  const landing = createLandingService({ uow, ledger, now });
  await app.register(clubRoutes({ clubs: clubService }));
  await app.register(membersRoutes({ members }));
  await app.register(sessionRoutes({ setup, clubs: clubService, members, auth }));
  await app.register(ledgerRoutes({ ledger }));
  const bank = createBankService({
    repos,
    uow,
    ledger,
    now,
    sendReceipts: (mails) => {
      for (const mail of mails) {
        mailer.send(mail).catch((err) => app.log.warn({ err }, 'payment receipt not sent'));
      }
    },
  });
  await app.register(bankRoutes({ bank }));
  const selfManifest = createSelfManifestService({ repos, uow, now, wind: weather });
  await app.register(loadsRoutes({ loads, manifest, landing, selfManifest }));
  await app.register(liveRoutes({ altitude, weather, publicClub }));
  await app.register(pushRoutes({ push }));
  await app.register(auditRoutes({ audit: createAuditService({ repos }) }));
  const backups = createBackupService({
    database,
    store: createBackupStore(join(config.DATA_DIR, 'backups')),
    repos,
    now,
    log: app.log,
  });
  await app.register(backupRoutes({ backups }));
  await app.register(clubDataRoutes({ clubData: createClubDataService({ repos, uow, now }) }));
  await app.register(
    jobsRoutes({
      jobs: createJobsAdminService({
        repos,
        mailer,
        now,
        log: app.log,
        backupsEnabled: database.kind === 'pglite',
      }),
    }),
  );
  await app.register(statsRoutes({ stats: createStatsService({ repos, now }) }));
  await app.register(
    waiversRoutes({
      waivers: createWaiversService({ repos, uow, now, mailer, log: app.log }),
      limiter,
      botCheck,
      publicClub,
    }),
  );
  await registerWebApp(app, config.webDist, {
    // the start's call for everyone; a signed-in member's day of loads besides, when the page shows one
    firstCalls: async (request, path) => {
      if (path === BOARD_PATH) {
        const { club } = request.query as { club?: unknown };
        const key = typeof club === 'string' ? club : '';
        // the weather with the loads, so its strip is there when the loads are (no layout shift)
        return [publicBoardTodayPath(key), `/api/weather${key ? `?club=${encodeURIComponent(key)}` : ''}`];
      }
      const day = path === MY_DAY_PATH ? 'today' : loadsDayOfPath(path);
      if (!day || !request.actor?.memberId) {
        return [SESSION_PATH];
      }
      const date = day === 'today' ? (await clubClockOf(repos, request.actor.clubId, now())).date : day;
      const calls = [SESSION_PATH, `/api/loads/${date}`];
      // the light day asks for the jumper's standing too
      return path === MY_DAY_PATH ? [...calls, '/api/self-manifest'] : calls;
    },
    lightDay: (request) => !!request.actor && opensLightDay(request.actor),
  });

  scheduler =
    config.JOBS === 'on'
      ? startScheduler(
          repos.jobs,
          [
            deleteUnconfirmedUsersJob({ uow }),
            paymentRemindersJob({ repos, mailer }),
            unlandedLoadRemindersJob({ repos, mailer }),
            // the embedded database on disk is backed up every night; PostgreSQL has its own tools
            ...(database.dump ? [backups.nightlyJob()] : []),
          ],
          app.log,
          now,
          config.JOBS_TICK_SECONDS,
        )
      : undefined;

  app.addHook('onClose', async () => {
    scheduler?.stop();
    await push.idle();
    await realtime.close();
    await redis?.quit().catch(() => undefined);
    if (ownsDatabase) {
      await database.close();
    }
  });
  return app;
}

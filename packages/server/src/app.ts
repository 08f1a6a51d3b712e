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
import { clubs } from './db/schema/index';
import { createMailer } from './mail/mailer';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createSessionsRepo } from './modules/auth/sessions.repo';
import { clubRoutes } from './modules/club/club.routes';
import { healthRoutes } from './modules/health/health.routes';
import { membersRoutes } from './modules/members/members.routes';
import { setupRoutes } from './modules/setup/setup.routes';
import { createSetupService } from './modules/setup/setup.service';
import { registerAuth } from './plugins/auth';
import { registerCrossSiteGuard } from './plugins/cross-site';
import { registerErrorHandler } from './plugins/error-handler';
import { registerWebApp } from './plugins/web-app';
import { createRealtime } from './realtime/realtime';

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
}

/** The composition root: database → services → plugins → routes. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const ownsDatabase = !opts.database;
  const database =
    opts.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  await runMigrations(database);
  const db = database.db;
  const now = opts.now ?? (() => new Date());

  const secret = await createSessionsRepo(db).sessionSecret();
  const auth = createAuthService({ db, now, secret });
  const setup = createSetupService({ db });
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    log: app.log,
  });
  const realtime = await createRealtime({
    server: app.server,
    log: app.log,
    redisUrl: config.REDIS_URL,
    authenticate: auth.authenticate,
    async publicClub(clubKey) {
      // one installation usually holds one club; a key picks among several
      const rows = await db.select({ id: clubs.id, key: clubs.clubKey }).from(clubs).limit(50);
      const match = clubKey ? rows.find((r) => r.key === clubKey) : rows.length === 1 ? rows[0] : undefined;
      return match?.id ?? null;
    },
  });
  app.decorate('ctx', { config, database, db, mailer, realtime, now });

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // the app is served over plain http on a laptop at the airfield too
    strictTransportSecurity: config.secureCookies,
  });
  registerCrossSiteGuard(app, config.PUBLIC_URL);
  registerAuth(app, auth);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Dropzone API', version: '1.0.0', description: 'Skydiving club manifest and money' },
      servers: [{ url: config.PUBLIC_URL }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const secureCookies = config.secureCookies;
  await app.register(healthRoutes({ db }));
  await app.register(setupRoutes({ setup, auth, secureCookies }));
  await app.register(authRoutes({ auth, secureCookies }));
  await app.register(clubRoutes({ db }));
  await app.register(membersRoutes({ db }));
  await registerWebApp(app, config.webDist);

  app.addHook('onClose', async () => {
    await realtime.close();
    if (ownsDatabase) {
      await database.close();
    }
  });
  return app;
}

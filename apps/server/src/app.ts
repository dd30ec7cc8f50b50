import './answer-messages';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { TDb } from './db/client';
import type { TOutboundAllowEntry } from './http/outbound-addresses';
import {
  HTTP_TIMEOUTS,
  httpTimeoutOptions,
  registerBodyTimeout,
  type THttpTimeouts,
} from './http/timeouts';
import type { TMailer } from './mail/mailer';
import { accountLinksRoutes } from './modules/accounts/account-links.routes';
import { clientUsersRoutes } from './modules/accounts/client-users.routes';
import { createAuditWriter, type TAuditWriter } from './modules/audit';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { clientAdminRoutes } from './modules/client-admin/client-admin.routes';
import { clientInfoRoutes } from './modules/client-info/client-info.routes';
import { creditsRoutes } from './modules/credits/credits.routes';
import { currentUserRoutes } from './modules/current-user/current-user.routes';
import { dashboardAdminRoutes } from './modules/dashboard-admin/dashboard-admin.routes';
import { datasourceDataRoutes } from './modules/datasources/datasource-data.routes';
import { datasourcesRoutes } from './modules/datasources/datasources.routes';
import { guestDatasourceRoutes } from './modules/datasources/guest-datasource.routes';
import { guestMapsRoutes } from './modules/datasources/guest-maps.routes';
import { deliveriesRoutes } from './modules/deliveries/deliveries.routes';
import { emailWordRoutes } from './modules/email-word/email-word.routes';
import { exportsRoutes } from './modules/exports/exports.routes';
import { favoritesRoutes } from './modules/favorites/favorites.routes';
import { filesRoutes } from './modules/files/files.routes';
import { folderRoutes, foldersRoutes } from './modules/folders/folders.routes';
import { clientFormListRoutes, folderFormListRoutes } from './modules/forms/form-lists.routes';
import { formsRoutes } from './modules/forms/forms.routes';
import { healthRoutes } from './modules/health/health.routes';
import { hookFilesRoutes } from './modules/integrations/hook-files.routes';
import { integrationsRoutes } from './modules/integrations/integrations.routes';
import { locationQrRoutes } from './modules/location-qr/location-qr.routes';
import { passwordPageRoutes } from './modules/password-page/password-page.routes';
import { purchasesRoutes } from './modules/purchases/purchases.routes';
import { registrationReviewsRoutes } from './modules/registrations/registration-reviews.routes';
import { registrationsRoutes } from './modules/registrations/registrations.routes';
import { registrationsAdminRoutes } from './modules/registrations/registrations-admin.routes';
import { registrationsDashboardRoutes } from './modules/registrations/registrations-dashboard.routes';
import { retentionRoutes } from './modules/registrations/retention.routes';
import { savedRegistrationsRoutes } from './modules/saved-registrations';
import { subjectRequestsRoutes } from './modules/subject-requests/subject-requests.routes';
import { termsRoutes } from './modules/terms/terms.routes';
import { userGroupsRoutes } from './modules/user-groups/user-groups.routes';
import { registerHttpMetrics } from './observability/http-metrics';
import { createMetrics, type TMetrics } from './observability/metrics';
import { metricsRoutes } from './observability/metrics.routes';
import { DEFAULT_FILES_DIR, WEB_DIST_DIR } from './paths';
import { registerAuth, requireAuth } from './plugins/auth';
import { DEFAULT_BODY_LIMIT, registerBodyLimit } from './plugins/body-limit';
import {
  clientErrorOptions,
  MAX_PARAM_LENGTH,
  registerClosingAnswer,
} from './plugins/client-errors';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import {
  LARGE_BODY_LIMITS,
  registerLargeBodyGate,
  type TLargeBodyLimits,
} from './plugins/large-bodies';
import { LOG_SERIALIZERS } from './plugins/log-privacy';
import { registerOpenApi } from './plugins/openapi';
import { registerRequestIdEcho, requestIdOptions } from './plugins/request-id';
import { registerRequestLog, type TRequestLogOptions } from './plugins/request-log';
import { registerRouteRegistry } from './plugins/route-registry';
import { registerSecurityHeaders, securityHeaders } from './plugins/security-headers';
import { registerTenant, requireTenant } from './plugins/tenant';
import { registerUnreadBodyClose } from './plugins/unread-body';
import { registerWebApp } from './plugins/web-app';
import { createLocalDiskStorage } from './storage/local-disk-storage';
import type { TStorage } from './storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database every route and hook uses; a pool-backed Drizzle handle. */
    db: TDb;
    /** APP_ENV, shown to admins as the environment label. */
    appEnv: string;
    /** Outgoing mail (SMTP or the .eml outbox); null when the app was built without one. */
    mailer: TMailer | null;
    /** Where uploaded files' bytes live (storage/storage.ts). */
    storage: TStorage;
    /** This app's Prometheus metrics (observability/metrics.ts), served at /metrics. */
    metrics: TMetrics;
    /**
     * Whether this process wants new work: /ready answers 503 once `ready` is false (set at the
     * start of a shutdown, runtime.ts), while the process still serves what comes.
     */
    readiness: { ready: boolean };
  }
}

export interface TAppOptions {
  db: TDb;
  appEnv?: string;
  /** Trust X-Forwarded-For (behind a load balancer) for the client address. */
  trustProxy?: boolean;
  /** pino logger of the runtime; tests run without logs. */
  loggerInstance?: FastifyBaseLogger;
  /** Outgoing mail; routes that send mail use app.mailer. */
  mailer?: TMailer;
  /** File storage; defaults to the local disk under $DATA_DIR/files of the default DATA_DIR. */
  storage?: TStorage;
  /** Built web app to serve; defaults to apps/web/dist. */
  webDistDir?: string;
  /** Serve the web app's source maps (SERVE_SOURCE_MAPS). */
  serveSourceMaps?: boolean;
  /** PUBLIC_URL; an https address turns on HSTS. */
  publicUrl?: string;
  /** Request, header and keep-alive time limits; tests shrink them. */
  timeouts?: Partial<THttpTimeouts>;
  /** PAYMENT_PROVIDER_URL: purchases answer a checkout-url there; unset, they are granted at once. */
  paymentProviderUrl?: string;
  /** Slow-request threshold and summary interval of the request log. */
  requestLog?: TRequestLogOptions;
  /** Room for large bodies (LARGE_BODY_BUDGET_MB); tests shrink it. */
  largeBodies?: Partial<TLargeBodyLimits>;
  /** OUTBOUND_ALLOW: internal hosts a hook's test send may reach (tests: 127.0.0.1). */
  outboundAllow?: TOutboundAllowEntry[];
  /** The process's metrics (the runtime shares them with the jobs); a new set by default. */
  metrics?: TMetrics;
  /** METRICS_TOKEN: the bearer token of GET /metrics; unset, /metrics answers 404. */
  metricsToken?: string;
  /** The audit log's writer; a new one on `db` by default, flushed when the app closes. */
  audit?: TAuditWriter;
}

/**
 * The HTTP application, the same for production and for tests (app.inject()). It holds no
 * state of its own: sessions, rate limits and data live in PostgreSQL.
 */
export async function buildApp(options: TAppOptions) {
  const headers = securityHeaders({ publicUrl: options.publicUrl });
  const timeouts = { ...HTTP_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    // Whatever logger it is given, errors are logged without the values they carry.
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance.child({}, { serializers: LOG_SERIALIZERS }) }
      : { logger: false }),
    // Fastify's two lines per request are off: plugins/request-log.ts writes one, at its end.
    logController: new LogController({ disableRequestLogging: true }),
    // An incoming x-request-id (checked) or a new one; it is in every line of the request.
    ...requestIdOptions(),
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // Upload routes raise their own limit (fileUploadLimits); the rest is small JSON or form data.
    bodyLimit: DEFAULT_BODY_LIMIT,
    ...clientErrorOptions(headers),
    ...httpTimeoutOptions(timeouts),
    // Closing cuts what is still open; the runtime drains connections first (http/drain.ts).
    forceCloseConnections: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  app.decorate('appEnv', options.appEnv ?? 'development');
  app.decorate('mailer', options.mailer ?? null);
  app.decorate('storage', options.storage ?? createLocalDiskStorage(DEFAULT_FILES_DIR));
  app.decorate('metrics', options.metrics ?? createMetrics(options.db));
  app.decorate('readiness', { ready: true });
  app.decorate('audit', options.audit ?? createAuditWriter(options.db, { log: app.log }));
  // After the runtime drained the requests: their audit entries are written before the pool ends.
  app.addHook('onClose', () => app.audit.close());
  registerRouteRegistry(app);
  registerRequestIdEcho(app);
  registerRequestLog(app, options.requestLog);
  registerHttpMetrics(app, app.metrics);
  registerAuth(app);
  registerTenant(app);
  registerErrorHandler(app);
  // Edge hooks first, so they run before any route's own hooks (auth looks up params).
  registerSecurityHeaders(app, headers);
  registerClosingAnswer(app);
  registerUnreadBodyClose(app);
  registerBodyLimit(app);
  registerBodyTimeout(app, timeouts);
  registerLargeBodyGate(app, { ...LARGE_BODY_LIMITS, ...options.largeBodies });
  registerInputGuard(app);
  // Before any route: it hooks each route as it is added.
  await registerCompression(app);
  await registerOpenApi(app);
  await app.register(formbody);

  await app.register(healthRoutes);
  await app.register(metricsRoutes, { metrics: app.metrics, token: options.metricsToken });
  await app.register(passwordPageRoutes);
  await app.register(authRoutes);
  await app.register(currentUserRoutes);
  await app.register(accountLinksRoutes);
  await app.register(clientUsersRoutes);
  await app.register(clientAdminRoutes);
  await app.register(dashboardAdminRoutes);
  await app.register(
    async (scope) => {
      // Everything under a client path: signed in, and a member of that client (or admin).
      scope.addHook('onRequest', requireAuth);
      scope.addHook('onRequest', requireTenant);
      await scope.register(clientInfoRoutes);
      await scope.register(foldersRoutes);
      await scope.register(clientFormListRoutes);
      await scope.register(termsRoutes);
      await scope.register(favoritesRoutes);
      await scope.register(registrationsDashboardRoutes);
    },
    { prefix: '/api/client/:id' },
  );
  // Folder and form paths name their object; its client is resolved per request (404 outside).
  await app.register(folderRoutes, { prefix: '/api/folder' });
  await app.register(folderFormListRoutes, { prefix: '/api/folder' });
  await app.register(formsRoutes, { prefix: '/api/form' });
  await app.register(registrationsAdminRoutes, { prefix: '/api/form' });
  await app.register(retentionRoutes, { prefix: '/api/form' });
  await app.register(registrationReviewsRoutes, { prefix: '/api/form' });
  await app.register(deliveriesRoutes, { prefix: '/api/form' });
  await app.register(integrationsRoutes, {
    prefix: '/api/form',
    outbound: { allow: options.outboundAllow ?? [] },
    // Without PUBLIC_URL (tests, a bare app) links point where the server runs by default.
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
  });
  await app.register(hookFilesRoutes);
  // Sending, the filler's lists and the guest calls; full paths (several roots).
  await app.register(registrationsRoutes);
  await app.register(savedRegistrationsRoutes);
  await app.register(exportsRoutes);
  await app.register(filesRoutes);
  await app.register(emailWordRoutes);
  await app.register(userGroupsRoutes);
  await app.register(creditsRoutes);
  await app.register(subjectRequestsRoutes);
  await app.register(datasourcesRoutes);
  await app.register(datasourceDataRoutes);
  await app.register(guestMapsRoutes);
  await app.register(locationQrRoutes);
  await app.register(guestDatasourceRoutes);
  await app.register(purchasesRoutes, { paymentProviderUrl: options.paymentProviderUrl });
  await app.register(auditRoutes);

  await registerWebApp(app, options.webDistDir ?? WEB_DIST_DIR, {
    serveSourceMaps: options.serveSourceMaps,
  });
  return app;
}

/** The application instance type (with the zod type provider). */
export type TApp = Awaited<ReturnType<typeof buildApp>>;

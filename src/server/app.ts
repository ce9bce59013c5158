// The whole HTTP application, built from its dependencies so tests run real routes on a real database.
import { $ } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { AppDeps } from './app-deps';
import type { AppEnv } from './app-env';
import { accountRoutes } from './features/account/account.routes';
import { advisorProfileRoutes, publicAdvisorRoutes } from './features/advisor-profile/advisor-profile.routes';
import { confidentialityRoutes } from './features/advisor-profile/confidentiality.routes';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { AUTH_ENDPOINTS } from './features/auth/auth.definitions';
import { authRoutes } from './features/auth/auth.routes';
import { boardSeatRoutes } from './features/board-seats/board-seats.routes';
import { billingRoutes } from './features/billing/billing.routes';
import { devCheckoutRoutes } from './features/billing/demo-checkout.routes';
import { isDemoBillingEnabled } from './features/billing/stripe-client';
import { companyRoutes } from './features/company/company.routes';
import { devRoutes } from './features/dev/dev.routes';
import { fileRoutes } from './features/files/files.routes';
import { healthRoutes } from './features/health/health.routes';
import { hiringDevRoutes } from './features/hiring/hiring-dev.routes';
import { hiringRoutes } from './features/hiring/hiring.routes';
import { jobRoutes, myApplicationRoutes, positionRoutes } from './features/jobs/jobs.routes';
import { roleFeedRoutes } from './features/jobs/role-feeds.routes';
import { sitemapRoutes } from './features/jobs/sitemap.routes';
import { matchingRoutes } from './features/matching/matching.routes';
import { messagingRoutes } from './features/messaging/messaging.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { savedSearchRoutes } from './features/saved-searches/saved-searches.routes';
import { openApiRoutes } from './features/openapi/openapi.routes';
import { referenceRoutes } from './features/references/references.routes';
import { screeningRoutes } from './features/screening/screening.routes';
import { boardMatrixRoutes } from './features/board-matrix/board-matrix.routes';
import { companyInvitationRoutes, companyTeamRoutes } from './features/company-team/team.routes';
import { webRoutes } from './features/web/web.routes';
import { bodyTypeExceptions, createApiRouter } from './lib/api-route';
import { AppError } from './lib/app-error';
import { createAuth, type Auth } from './lib/auth';
import { createReadCaches, type ReadCaches } from './lib/read-caches';
import { auditDenials } from './middleware/audit-denials';
import { requireBodyType } from './middleware/body-type';
import { compress } from './middleware/compress';
import { errorHandler } from './middleware/error-handler';
import { originCheck } from './middleware/origin-check';
import { securityHeaders } from './middleware/security-headers';
import { sessionMiddleware } from './middleware/session';

export type { AppDeps } from './app-deps';

/**
 * Every /api endpoint but better-auth's handler. Each feature's router holds its route definitions; mounting copies
 * them into this router's registry, from which /api/openapi.json is generated (decision 020).
 */
function buildApi(deps: AppDeps, auth: Auth, caches: ReadCaches) {
  const api = createApiRouter();
  // better-auth's endpoints are served by its own handler (mounted in createApp); only their definitions live here.
  for (const route of AUTH_ENDPOINTS) api.openAPIRegistry.registerPath(route);
  return (
    api
      // The description needs no session; it reads the registry once every route below is mounted.
      .route(
        '/api',
        openApiRoutes(deps.env, () => api.openAPIRegistry.definitions),
      )
      .use('/api/*', sessionMiddleware(auth, caches.versions))
      .route('/api/health', healthRoutes(deps))
      .route('/api/me', accountRoutes(deps, auth))
      .route('/api/analytics', analyticsRoutes(deps))
      .route('/api/profile/confidentiality', confidentialityRoutes(deps))
      .route('/api/profile', advisorProfileRoutes(deps))
      .route('/api/advisors', publicAdvisorRoutes(deps))
      .route('/api/jobs', jobRoutes(deps, caches))
      .route('/api/positions', positionRoutes(deps))
      .route('/api/my-applications', myApplicationRoutes(deps))
      .route('/api/matches', matchingRoutes(deps))
      .route('/api/company', companyRoutes(deps, caches))
      .route('/api/hiring', hiringRoutes(deps))
      .route('/api/billing', billingRoutes(deps))
      .route('/api/notifications', notificationRoutes(deps))
      .route('/api/saved-searches', savedSearchRoutes(deps))
      .route('/api/references', referenceRoutes(deps))
      .route('/api/screening', screeningRoutes(deps))
      .route('/api/company/board-matrix', boardMatrixRoutes(deps))
      .route('/api/board-seats', boardSeatRoutes(deps))
      .route('/api/company/team', companyTeamRoutes(deps))
      .route('/api/company-invitations', companyInvitationRoutes(deps))
      .route('/api', messagingRoutes(deps))
  );
}

/** The typed API surface for the client's `hc` RPC client. */
export type ApiType = ReturnType<typeof buildApi>;

export function createApp(deps: AppDeps) {
  const auth = createAuth({ ...deps, limits: deps.authLimits });
  const caches = createReadCaches(deps.db);
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(securityHeaders(deps.env.isProduction));
  app.use(compress());
  app.use('/api/*', async (c, next) => {
    await next();
    // Authenticated answers must never be kept by a shared cache.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.use('/api/*', auditDenials(deps.logger, deps.env.TRUSTED_PROXIES));
  app.onError(errorHandler(deps.logger));
  app.use('/api/*', originCheck(deps.env, { exemptPaths: ['/api/billing/stripe-webhook'] }));
  const api = buildApi(deps, auth, caches);
  // JSON everywhere (better-auth included), so every check reads the body the route reads (docs/security.md); the
  // uploads and the two plain HTML forms say their one other type in their definitions.
  app.use('/api/*', requireBodyType({ exceptions: bodyTypeExceptions($(api).openAPIRegistry.definitions) }));

  app.route('/api/auth', authRoutes(deps, auth));
  app.route('/', api);
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'No such API endpoint.');
  });
  // The files read the session only to serve a confidential advisor's photo to those allowed (decision 044).
  app.use('/files/*', sessionMiddleware(auth, caches.versions));
  app.route('/files', fileRoutes(deps));
  app.route('/', sitemapRoutes(deps));
  app.route('/feeds', roleFeedRoutes(deps, caches));
  if (isDemoBillingEnabled(deps.env)) app.route('/dev/checkout', devCheckoutRoutes(deps));
  const outbox = deps.mailer.outbox;
  if (!deps.env.isProduction && outbox) app.route('/dev', devRoutes(outbox));
  if (!deps.env.isProduction) app.route('/dev/hiring', hiringDevRoutes(deps));
  if (deps.clientDir) {
    app.route(
      '/',
      webRoutes({
        clientDir: deps.clientDir,
        site: { siteName: deps.env.SITE_NAME, supportEmail: deps.env.SUPPORT_EMAIL },
        pageCache: { version: caches.versions, cache: caches.responses },
        pages: deps.pageRenderer && {
          renderer: deps.pageRenderer,
          // The page's API calls, answered in-process as the visitor: their cookie, their connection (for the
          // client address), every middleware and authorization rule of a request from the browser.
          fetchApi: (c) => (request) => {
            const headers = new Headers(request.headers);
            const cookie = c.req.header('cookie');
            if (cookie) headers.set('cookie', cookie);
            return Promise.resolve(app.fetch(new Request(request, { headers }), c.env));
          },
          onError: (error, path) => deps.logger.error('page render failed', { path, error: String(error) }),
          maxConcurrentRenders: deps.maxConcurrentRenders,
        },
      }),
    );
  }
  app.notFound((c) => c.text('Not found', 404));
  return app;
}

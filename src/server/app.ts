// The whole HTTP application, built from its dependencies so tests run real routes on a real database.
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { AppDeps } from './app-deps';
import { healthRoutes } from './features/health/health.routes';
import { webRoutes } from './features/web/web.routes';
import { errorHandler } from './middleware/error-handler';
import { securityHeaders } from './middleware/security-headers';
import { AppError } from './lib/app-error';

export type { AppDeps } from './app-deps';

function buildApi(deps: AppDeps) {
  return new Hono().basePath('/api').route('/health', healthRoutes(deps));
}

/** The typed API surface for the client's `hc` RPC client. */
export type ApiType = ReturnType<typeof buildApi>;

export function createApp(deps: AppDeps) {
  const app = new Hono();
  app.use(requestId());
  app.use(securityHeaders(deps.env.isProduction));
  app.use(compress());
  app.use('/api/*', async (c, next) => {
    await next();
    // Authenticated answers must never be kept by a shared cache.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.onError(errorHandler(deps.logger));

  app.route('/', buildApi(deps));
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'No such API endpoint.');
  });
  if (deps.clientDir)
    app.route(
      '/',
      webRoutes({
        clientDir: deps.clientDir,
        site: { siteName: deps.env.SITE_NAME, supportEmail: deps.env.SUPPORT_EMAIL },
      }),
    );
  app.notFound((c) => c.text('Not found', 404));
  return app;
}

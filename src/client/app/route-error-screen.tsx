import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '@client/components/ui/button';
import { paths } from '@client/lib/paths';

/** The router's fallback screen (spec: 'Unexpected Application Error!'). Shows a plain sentence, never a stack. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <h1 className="font-display text-3xl text-ink">Unexpected Application Error!</h1>
      <p className="text-muted">
        Something went wrong while showing this page. Reloading usually helps; if it keeps happening, please
        tell us.
      </p>
      {detail ? <p className="text-sm text-muted">{detail}</p> : null}
      <div className="flex gap-3">
        <button
          type="button"
          className={buttonClasses({ variant: 'primary' })}
          onClick={() => window.location.reload()}
        >
          Reload page
        </button>
        <Link to={paths.home()} className={buttonClasses({ variant: 'outline' })}>
          Go home
        </Link>
      </div>
    </main>
  );
}

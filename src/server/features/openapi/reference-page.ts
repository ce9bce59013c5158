// The page Scalar renders the reference into. No inline script (the CSP allows scripts only from 'self'): Scalar's
// browser build finds the empty `#api-reference` element by itself and reads the document address and the
// configuration from its data attributes.
import { html } from 'hono/html';

/** Scalar's own defaults that would reach beyond our origin (web fonts, its hosted services) are switched off. */
const SCALAR_CONFIGURATION = {
  withDefaultFonts: false,
  hideClientButton: false,
  telemetry: false,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
};

export function renderReferencePage({
  title,
  documentUrl,
  scriptUrl,
}: {
  title: string;
  documentUrl: string;
  scriptUrl: string;
}) {
  // hono's html template escapes every interpolated value for its place in the markup.
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
      </head>
      <body>
        <script
          id="api-reference"
          type="application/json"
          data-url="${documentUrl}"
          data-configuration="${JSON.stringify(SCALAR_CONFIGURATION)}"
        ></script>
        <script src="${scriptUrl}"></script>
      </body>
    </html> `.toString();
}

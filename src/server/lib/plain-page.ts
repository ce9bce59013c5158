// Small server-rendered pages outside the app (demo checkout, e-mail opt-out). Strict CSP: no scripts, plain forms.
import { escapeHtml } from './escape-html';

const STYLE =
  'body{font-family:Inter,system-ui,sans-serif;background:#FAFAF7;color:#1E293B;margin:0;padding:48px 16px}' +
  'main{max-width:480px;margin:0 auto;background:#fff;border:1px solid #E7E5DF;border-radius:12px;padding:28px}' +
  'h1{font-size:22px;color:#0F1B2D;margin:0 0 12px}p{line-height:1.6;margin:0 0 12px}' +
  '.note{background:#FEF3C7;border-radius:8px;padding:10px 12px;font-size:14px}' +
  '.muted{color:#64748B;font-size:14px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:16px 0}' +
  'dt{color:#64748B}dd{margin:0;font-weight:600}form{margin:20px 0 0}' +
  'button{background:#B8893B;color:#0F1B2D;border:0;border-radius:8px;padding:12px 22px;font-weight:600;' +
  'font-size:16px;cursor:pointer}button:focus-visible,a:focus-visible{outline:3px solid #0F1B2D;outline-offset:2px}' +
  'a{color:#0F1B2D}.actions{display:flex;gap:16px;align-items:center;flex-wrap:wrap}';

/** A complete page; `body` is trusted HTML built with escapeHtml by the caller. */
export function plainPage({ title, body }: { title: string; body: string }) {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
  );
}

// The one-click unsubscribe every mail that can be stopped carries (decisions 029, 045): a link `GET …/unsubscribe?
// token=…` that answers an HTML page, and the RFC 8058 `POST` the mail client sends from its List-Unsubscribe-Post
// header. The token is signed by the feature that issues it, so no session is needed; a forged or cut token answers
// 400 with a page that says so. The POST keeps the cross-site check: mail providers post from their servers with
// no Origin and pass it. Written once here; each feature (notifications, saved searches) declares its pair of
// endpoints with `oneClickUnsubscribeRoutes` and answers both with `oneClickUnsubscribe`.
import { createRoute, z } from '@hono/zod-openapi';
import { UnsubscribeTokenQuerySchema } from '@shared/schemas/messaging';
import { operation, otherAnswer, type ApiTag } from './api-route';
import { escapeHtml } from './escape-html';
import { plainPage } from './plain-page';

const htmlPage = (description: string) => otherAnswer(description, ['text/html']);

/** The GET page and the POST one-click of one feature's unsubscribe link, both at `/unsubscribe`. */
export function oneClickUnsubscribeRoutes(info: {
  tag: ApiTag;
  page: { id: string; summary: string; description: string };
  oneClick: { id: string; summary: string; bodySchemaId: string };
}) {
  const page = createRoute({
    method: 'get',
    path: '/unsubscribe',
    ...operation({
      id: info.page.id,
      tag: info.tag,
      summary: info.page.summary,
      description: info.page.description,
      auth: 'anonymous',
      inputErrors: 'none',
      readsItself: { query: UnsubscribeTokenQuerySchema },
    }),
    responses: {
      200: htmlPage('Unsubscribed (HTML page).'),
      400: htmlPage('The link is not valid (HTML page).'),
    },
  });
  const oneClick = createRoute({
    method: 'post',
    path: '/unsubscribe',
    ...operation({
      id: info.oneClick.id,
      tag: info.tag,
      summary: info.oneClick.summary,
      auth: 'anonymous',
      inputErrors: 'none',
      readsItself: {
        query: UnsubscribeTokenQuerySchema,
        body: {
          mediaType: 'application/x-www-form-urlencoded',
          id: info.oneClick.bodySchemaId,
          schema: z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() }),
        },
      },
    }),
    responses: { 200: htmlPage('Unsubscribed.'), 400: htmlPage('The link is not valid.') },
  });
  return { page, oneClick };
}

/** A token is cut to this length before it is read: nothing longer was ever issued. */
const TOKEN_MAX = 300;

/**
 * The answer of both endpoints: `unsubscribe(token)` is the feature's check (true when the token was valid and the
 * mail is now stopped); the answer is the page saying so (200), or the page saying the link is not valid (400). Each
 * route answers it with `c.html(answer.html, answer.status)`, so the typed client keeps every route's type.
 */
export function oneClickUnsubscribe(options: {
  siteName: string;
  appUrl: string;
  unsubscribe: (token: string) => Promise<boolean>;
  /** The sentence that ends "This link is not valid": where else to change these e-mails. */
  elsewhere: string;
  done: { title: string; heading: string; text: string };
}) {
  const { siteName } = options;
  const invalidPage = () =>
    plainPage({
      title: `Link not valid · ${siteName}`,
      body:
        '<h1>This link is not valid</h1><p>It may have been cut short by your e-mail program: open it from the ' +
        `latest e-mail again, or ${options.elsewhere}</p>`,
    });
  const donePage = () =>
    plainPage({
      title: `${options.done.title} · ${siteName}`,
      body:
        `<h1>${options.done.heading}</h1><p>${options.done.text}</p>` +
        `<div class="actions"><a href="${escapeHtml(options.appUrl)}/settings">Open my settings</a></div>`,
    });
  return async (token: string | undefined): Promise<{ status: 200 | 400; html: string }> =>
    (await options.unsubscribe((token ?? '').slice(0, TOKEN_MAX)))
      ? { status: 200, html: donePage() }
      : { status: 400, html: invalidPage() };
}

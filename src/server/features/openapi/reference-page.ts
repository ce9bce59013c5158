// GET /api/docs: the API description as one server-rendered HTML page, grouped by tag. No scripts at all (the CSP
// forbids inline ones and the page needs none); one <style> element, which the CSP allows.
import type {
  JsonSchema,
  MediaTypeObject,
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  ResponseObject,
} from './openapi-document';
import { escapeHtml, renderSchema, schemaAnchor } from './schema-html';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const AUTH_LABEL: Record<OperationObject['x-auth'], string> = {
  anonymous: 'No sign-in needed',
  'signed-in': 'Any signed-in account',
  advisor: 'Advisor accounts',
  company: 'Company accounts',
};

const STYLE = `
  :root { color-scheme: light; --ink:#0f1b2d; --muted:#5b6475; --line:#e3e6ec; --accent:#b8893b; }
  * { box-sizing: border-box; }
  body { margin:0; font:15px/1.55 system-ui,-apple-system,"Segoe UI",sans-serif; color:var(--ink); background:#fafaf7; }
  .layout { display:grid; grid-template-columns: 17rem 1fr; max-width: 80rem; margin: 0 auto; }
  nav { position:sticky; top:0; height:100vh; overflow:auto; padding:1.5rem 1rem; border-right:1px solid var(--line); font-size:14px; }
  nav h2 { font-size:13px; text-transform:uppercase; letter-spacing:.05em; color:var(--muted); margin:1.2rem 0 .3rem; }
  nav ul { list-style:none; margin:0; padding:0; }
  nav li a { display:block; padding:.15rem 0; color:var(--ink); text-decoration:none; overflow-wrap:anywhere; }
  nav li a:hover, nav li a:focus { text-decoration:underline; }
  main { padding:1.5rem 2rem 4rem; min-width:0; }
  h1 { margin:0 0 .5rem; font-size:1.8rem; }
  h2.tag { margin-top:2.5rem; padding-bottom:.3rem; border-bottom:2px solid var(--accent); }
  section.op { margin:1.25rem 0; padding:1rem 1.25rem; background:#fff; border:1px solid var(--line); border-radius:8px; }
  section.op h3 { margin:0; font-size:1.05rem; display:flex; gap:.6rem; align-items:baseline; flex-wrap:wrap; }
  .method { font:600 12px/1 ui-monospace,monospace; padding:.3rem .45rem; border-radius:4px; color:#fff; background:#3b5b8c; text-transform:uppercase; }
  .method.post { background:#2e7d4f; } .method.put { background:#8a5a00; } .method.patch { background:#6a4c93; } .method.delete { background:#a33; }
  .path { font:600 15px ui-monospace,monospace; overflow-wrap:anywhere; }
  .summary { margin:.4rem 0 .2rem; font-weight:600; }
  .auth { display:inline-block; font-size:12px; padding:.1rem .5rem; border-radius:999px; background:#f1ede2; color:#5a4520; }
  h4 { margin:1rem 0 .3rem; font-size:13px; text-transform:uppercase; letter-spacing:.04em; color:var(--muted); }
  .table-wrap { overflow-x:auto; }
  table { border-collapse:collapse; width:100%; font-size:14px; }
  th, td { text-align:left; vertical-align:top; padding:.3rem .5rem; border-top:1px solid var(--line); }
  code { font-family:ui-monospace,monospace; font-size:13px; }
  .fields { margin:.2rem 0 .2rem 0; padding-left:1.2rem; }
  .fields li { margin:.1rem 0; }
  .field { font-weight:600; }
  .type { color:#3b5b8c; } .type a { color:inherit; }
  .req { font-size:11px; color:#a33; margin-right:.3rem; text-transform:uppercase; }
  .limits, .desc, .muted { color:var(--muted); }
  .status { font:600 13px ui-monospace,monospace; }
  .errors code { margin-right:.2rem; }
  section.component { margin:1rem 0; padding:.75rem 1.25rem; background:#fff; border:1px solid var(--line); border-radius:8px; }
  section.component h3 { margin:0 0 .3rem; font:600 1rem ui-monospace,monospace; }
  .skip { position:absolute; left:-999px; top:0; background:#fff; padding:.5rem 1rem; }
  .skip:focus { left:0; z-index:1; }
  .to-contents { display:none; }
  /* Narrow screens: the operations first, the table of contents after them (linked from the top). */
  @media (max-width: 900px) {
    .layout { display:flex; flex-direction:column; }
    main { order:1; padding:1rem; }
    nav { order:2; position:static; height:auto; border-right:0; border-top:1px solid var(--line); }
    .to-contents { display:inline; }
  }
`;

const paragraphs = (text: string) =>
  text
    .split(/\n\n+/)
    .map((part) => `<p>${escapeHtml(part).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('');

const inline = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

interface Entry {
  method: (typeof METHODS)[number];
  path: string;
  operation: OperationObject;
}

function entriesByTag(document: OpenApiDocument) {
  const byTag = new Map<string, Entry[]>(document.tags.map((tag) => [tag.name, []]));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags[0] ?? 'Other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push({ method, path, operation });
    }
  }
  return byTag;
}

function parameterTable(parameters: ParameterObject[]) {
  const rows = parameters.map(
    (parameter) =>
      `<tr><td><code class="field">${escapeHtml(parameter.name)}</code>${parameter.required ? ' <span class="req">required</span>' : ''}</td>` +
      `<td>${escapeHtml(parameter.in)}</td><td>${renderSchema(parameter.schema)}</td>` +
      `<td>${parameter.description ? inline(parameter.description) : ''}</td></tr>`,
  );
  return (
    `<h4>Parameters</h4><div class="table-wrap"><table><thead><tr><th scope="col">Name</th><th scope="col">In</th>` +
    `<th scope="col">Type</th><th scope="col">Description</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`
  );
}

function mediaBlocks(
  content: Record<string, MediaTypeObject> | undefined,
  components: Record<string, JsonSchema>,
) {
  return Object.entries(content ?? {})
    .map(([type, media]) => {
      const encoding = media.encoding
        ? Object.entries(media.encoding)
            .map(
              ([field, value]) =>
                `<p class="muted"><code>${escapeHtml(field)}</code>: ${escapeHtml(value.contentType)}</p>`,
            )
            .join('')
        : '';
      return `<p class="muted"><code>${escapeHtml(type)}</code></p>${renderSchema(media.schema, components)}${encoding}`;
    })
    .join('');
}

/** Error answers all share the ApiError shape; list their status and codes on one line each. */
function errorCodes(response: ResponseObject): string[] | undefined {
  const schema = response.content?.['application/json']?.schema as JsonSchema | undefined;
  const parts = schema?.allOf as JsonSchema[] | undefined;
  if (!parts || (parts[0] as { $ref?: string } | undefined)?.$ref !== '#/components/schemas/ApiError')
    return undefined;
  const narrowed = parts[1] as { properties?: { error?: { properties?: { code?: { enum?: string[] } } } } };
  return narrowed.properties?.error?.properties?.code?.enum ?? [];
}

function responsesBlock(responses: Record<string, ResponseObject>, components: Record<string, JsonSchema>) {
  const answers: string[] = [];
  const errors: string[] = [];
  for (const [status, response] of Object.entries(responses)) {
    const codes = errorCodes(response);
    if (codes) {
      errors.push(
        `<li><span class="status">${escapeHtml(status)}</span> ${codes.map((code) => `<code>${escapeHtml(code)}</code>`).join(' ')}</li>`,
      );
      continue;
    }
    const headers = Object.entries(response.headers ?? {})
      .map(
        ([name, header]) =>
          `<p class="muted">Header <code>${escapeHtml(name)}</code>: ${inline(header.description)}</p>`,
      )
      .join('');
    answers.push(
      `<div><p><span class="status">${escapeHtml(status)}</span> ${inline(response.description)}</p>${headers}${mediaBlocks(response.content, components)}</div>`,
    );
  }
  const errorList = errors.length
    ? `<h4>Errors</h4><p class="muted">Body: <a href="#${schemaAnchor('ApiError')}">ApiError</a></p><ul class="errors">${errors.join('')}</ul>`
    : '';
  return `<h4>Responses</h4>${answers.join('')}${errorList}`;
}

function operationSection({ method, path, operation }: Entry, components: Record<string, JsonSchema>) {
  const body = operation.requestBody
    ? `<h4>Request body</h4>${operation.requestBody.description ? `<p>${inline(operation.requestBody.description)}</p>` : ''}${mediaBlocks(operation.requestBody.content, components)}`
    : '';
  return (
    `<section class="op" id="${escapeHtml(operation.operationId)}" aria-labelledby="${escapeHtml(operation.operationId)}-title">` +
    `<h3 id="${escapeHtml(operation.operationId)}-title"><span class="method ${method}">${method}</span>` +
    `<span class="path">${escapeHtml(path)}</span></h3>` +
    `<p class="summary">${escapeHtml(operation.summary)}</p>` +
    `<span class="auth">${escapeHtml(AUTH_LABEL[operation['x-auth']])}</span>` +
    `${operation.description ? `<p>${inline(operation.description)}</p>` : ''}` +
    `${operation.parameters?.length ? parameterTable(operation.parameters) : ''}${body}` +
    `${responsesBlock(operation.responses, components)}</section>`
  );
}

export function renderReferencePage(document: OpenApiDocument) {
  const byTag = entriesByTag(document);
  const descriptions = new Map(document.tags.map((tag) => [tag.name, tag.description]));
  const tagId = (name: string) => `tag-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

  const nav = [...byTag]
    .filter(([, entries]) => entries.length > 0)
    .map(
      ([tag, entries]) =>
        `<h2><a href="#${tagId(tag)}">${escapeHtml(tag)}</a></h2><ul>${entries
          .map(
            ({ method, path, operation }) =>
              `<li><a href="#${escapeHtml(operation.operationId)}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`,
          )
          .join('')}</ul>`,
    )
    .join('');
  const sections = [...byTag]
    .filter(([, entries]) => entries.length > 0)
    .map(
      ([tag, entries]) =>
        `<h2 class="tag" id="${tagId(tag)}">${escapeHtml(tag)}</h2><p>${escapeHtml(descriptions.get(tag) ?? '')}</p>` +
        entries.map((entry) => operationSection(entry, document.components.schemas)).join(''),
    )
    .join('');
  const components = Object.entries(document.components.schemas)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([name, schema]) =>
        `<section class="component" id="${escapeHtml(schemaAnchor(name))}"><h3>${escapeHtml(name)}</h3>${renderSchema(schema)}</section>`,
    )
    .join('');

  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(document.info.title)} reference</title><style>${STYLE}</style></head><body>` +
    `<a class="skip" href="#main">Skip to content</a>` +
    `<div class="layout"><nav id="contents" aria-label="Operations">${nav}<h2><a href="#schemas">Schemas</a></h2></nav>` +
    `<main id="main"><h1>${escapeHtml(document.info.title)}</h1>` +
    `<p class="muted">Version ${escapeHtml(document.info.version)} · OpenAPI ${escapeHtml(document.openapi)} · ` +
    `<a href="/api/openapi.json">openapi.json</a><span class="to-contents"> · <a href="#contents">All operations</a></span></p>${paragraphs(document.info.description)}` +
    `${sections}<h2 class="tag" id="schemas">Schemas</h2>${components}</main></div></body></html>`
  );
}

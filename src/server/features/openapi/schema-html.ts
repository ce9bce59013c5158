// Renders a JSON Schema (as the API description holds it) as nested HTML lists a person can read: fields, types,
// whether they are required, limits and descriptions; `$ref`s become links to the schema's section on the page.
import type { JsonSchema } from './openapi-document';

export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const COMPONENT_PREFIX = '#/components/schemas/';
export const schemaAnchor = (name: string) => `schema-${name}`;

const asSchemas = (value: unknown) => (Array.isArray(value) ? (value as JsonSchema[]) : []);
const isNullType = (schema: JsonSchema) => schema.type === 'null';

function refLink(ref: string) {
  const name = ref.startsWith(COMPONENT_PREFIX) ? ref.slice(COMPONENT_PREFIX.length) : ref;
  return `<a href="#${escapeHtml(schemaAnchor(name))}">${escapeHtml(name)}</a>`;
}

/** Limits and formats in a short phrase, e.g. "1–120 chars", "≥ 1", "default 1". */
function constraints(schema: JsonSchema): string {
  const parts: string[] = [];
  const range = (min: unknown, max: unknown, unit: string) => {
    if (min !== undefined && max !== undefined) parts.push(`${min}–${max}${unit}`);
    else if (min !== undefined) parts.push(`≥ ${min}${unit}`);
    else if (max !== undefined) parts.push(`≤ ${max}${unit}`);
  };
  range(schema.minLength, schema.maxLength, ' chars');
  range(schema.minimum, schema.maximum, '');
  range(schema.minItems, schema.maxItems, ' items');
  if (typeof schema.format === 'string') parts.push(schema.format);
  if (typeof schema.pattern === 'string' && typeof schema.format !== 'string')
    parts.push(`pattern ${schema.pattern}`);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.length ? ` <span class="limits">${escapeHtml(parts.join(', '))}</span>` : '';
}

/** A one-line type label; objects (which need a block) are labelled "object". */
function typeLabel(schema: JsonSchema): string {
  if (typeof schema.$ref === 'string') return refLink(schema.$ref);
  if (Array.isArray(schema.enum)) {
    return schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(' | ');
  }
  if (schema.const !== undefined) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  const variants = asSchemas(schema.anyOf ?? schema.oneOf);
  if (variants.length) return variants.map(typeLabel).join(' | ');
  if (schema.type === 'array') {
    const items = (schema.items ?? {}) as JsonSchema;
    return `array of ${typeLabel(items)}`;
  }
  if (Array.isArray(schema.type)) return schema.type.map((type) => escapeHtml(String(type))).join(' | ');
  if (typeof schema.type === 'string') return escapeHtml(schema.type);
  if (asSchemas(schema.allOf).length) return asSchemas(schema.allOf).map(typeLabel).join(' and ');
  return 'any';
}

/** The object schema that needs a block of fields below its label, if any (also inside arrays and nullables). */
function nestedObject(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties && typeof schema.properties === 'object') return schema;
  if (schema.type === 'array' && schema.items) return nestedObject(schema.items as JsonSchema);
  const variants = asSchemas(schema.anyOf ?? schema.oneOf).filter((variant) => !isNullType(variant));
  if (variants.length === 1) return nestedObject(variants[0]!);
  return undefined;
}

function fieldList(schema: JsonSchema, depth: number): string {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties).map(([name, property]) => {
    const description =
      typeof property.description === 'string'
        ? ` <span class="desc">— ${escapeHtml(property.description)}</span>`
        : '';
    const flag = required.has(name) ? '<span class="req" title="required">required</span>' : '';
    const nested = nestedObject(property);
    return (
      `<li><code class="field">${escapeHtml(name)}</code> ${flag}<span class="type">${typeLabel(property)}</span>` +
      `${constraints(property)}${description}${nested && depth < 6 ? fieldList(nested, depth + 1) : ''}</li>`
    );
  });
  const extra =
    schema.additionalProperties && typeof schema.additionalProperties === 'object'
      ? `<li><em>other fields</em>: <span class="type">${typeLabel(schema.additionalProperties as JsonSchema)}</span></li>`
      : '';
  return rows.length || extra ? `<ul class="fields">${rows.join('')}${extra}</ul>` : '';
}

/**
 * A whole schema: its type line, then its fields when it is (or holds) an object. With `components`, a schema
 * that is only a `$ref` is shown expanded one level (named, with a link), so a request or answer reads in place.
 */
export function renderSchema(schema: JsonSchema, components?: Record<string, JsonSchema>): string {
  if (components && typeof schema.$ref === 'string' && schema.$ref.startsWith(COMPONENT_PREFIX)) {
    const target = components[schema.$ref.slice(COMPONENT_PREFIX.length)];
    if (target) return `<p class="muted">Schema ${refLink(schema.$ref)}</p>${renderSchema(target)}`;
  }
  const nested = nestedObject(schema);
  const label = nested && nested === schema ? 'object' : typeLabel(schema);
  const description =
    typeof schema.description === 'string' ? `<p>${escapeHtml(schema.description)}</p>` : '';
  const allOf = asSchemas(schema.allOf);
  if (allOf.length && !nested)
    return `<div class="schema">${allOf.map((part) => renderSchema(part)).join('')}</div>`;
  return (
    `<div class="schema"><span class="type">${label}</span>${constraints(schema)}${description}` +
    `${nested ? fieldList(nested, 1) : ''}</div>`
  );
}

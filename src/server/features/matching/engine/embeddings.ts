// Optional semantic similarity through an OpenAI-compatible embeddings endpoint (POST {url}/embeddings with
// { model, input: string[] } → { data: [{ index, embedding }] }). Used only when configured; every call goes
// through the `fetch` given (the global one by default), in batches, and role embeddings are cached by text.
import { htmlToPlainText } from './normalize';
import type { JobForMatching, SimilarityProvider } from './types';

export interface FetchResponseLike {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
  text(): Promise<string>;
}

export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<FetchResponseLike>;

export interface EmbeddingsProviderOptions {
  /** Base URL (…/v1) or the full …/embeddings endpoint. */
  url: string;
  apiKey?: string;
  model: string;
  fetch?: FetchLike;
  /** Inputs per request (default 64). */
  batchSize?: number;
  /** Per-request timeout (default 15 s). */
  timeoutMs?: number;
  /** Characters of a role or profile sent (default 4000). */
  maxChars?: number;
  /** Role embeddings kept in memory (default 5000). */
  cacheSize?: number;
}

export class EmbeddingsError extends Error {
  override readonly name = 'EmbeddingsError';
}

export function cosineSimilarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const n = Math.min(a.length, b.length);
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < n; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
}

/** The text of a role that is embedded: title, company, industry, summary and description as plain text. */
export function jobEmbeddingText(job: JobForMatching, maxChars = 4000): string {
  return [job.title, job.companyName, job.industry, job.companySummary, htmlToPlainText(job.jobDescription)]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join('\n')
    .slice(0, maxChars);
}

function endpointOf(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return trimmed.endsWith('/embeddings') ? trimmed : `${trimmed}/embeddings`;
}

function parseEmbeddings(body: unknown, expected: number): number[][] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data) || data.length !== expected) {
    throw new EmbeddingsError(
      `Embeddings response has ${Array.isArray(data) ? data.length : 'no'} items, expected ${expected}`,
    );
  }
  const out: number[][] = new Array<number[]>(expected);
  data.forEach((item: unknown, position) => {
    const entry = item as { index?: unknown; embedding?: unknown } | null;
    const at = typeof entry?.index === 'number' ? entry.index : position;
    const vector = entry?.embedding;
    if (!Array.isArray(vector) || vector.some((x) => typeof x !== 'number') || at < 0 || at >= expected) {
      throw new EmbeddingsError('Embeddings response item is not a vector of numbers');
    }
    out[at] = vector as number[];
  });
  if (out.some((v) => v === undefined)) throw new EmbeddingsError('Embeddings response is missing items');
  return out;
}

export function createOpenAiEmbeddingsProvider(options: EmbeddingsProviderOptions): SimilarityProvider {
  const fetchImpl: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const endpoint = endpointOf(options.url);
  const batchSize = Math.max(1, options.batchSize ?? 64);
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxChars = options.maxChars ?? 4000;
  const cacheSize = options.cacheSize ?? 5000;
  const cache = new Map<string, number[]>(); // text → embedding, in insertion (least recent first) order

  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;

  async function embed(inputs: readonly string[]): Promise<number[][]> {
    const out: number[][] = [];
    for (let i = 0; i < inputs.length; i += batchSize) {
      const batch = inputs.slice(i, i + batchSize);
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({ model: options.model, input: batch }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 200);
        throw new EmbeddingsError(
          `Embeddings endpoint answered ${response.status}${detail ? `: ${detail}` : ''}`,
        );
      }
      out.push(...parseEmbeddings(await response.json(), batch.length));
    }
    return out;
  }

  const remember = (text: string, vector: number[]) => {
    cache.delete(text);
    cache.set(text, vector);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
  };

  return {
    async similarity(advisorText, jobs) {
      const result = new Map<string, number>();
      if (jobs.length === 0 || !advisorText.trim()) return result;
      const texts = jobs.map((job) => jobEmbeddingText(job, maxChars));
      const missing = [...new Set(texts.filter((t) => t && !cache.has(t)))];
      const vectors = await embed([advisorText.slice(0, maxChars), ...missing]);
      const advisorVector = vectors[0]!;
      missing.forEach((text, i) => remember(text, vectors[i + 1]!));
      jobs.forEach((job, i) => {
        const vector = cache.get(texts[i]!);
        if (vector) result.set(String(job.id), cosineSimilarity(advisorVector, vector));
      });
      return result;
    },
  };
}

/** The provider configured by EMBEDDINGS_URL, EMBEDDINGS_API_KEY and EMBEDDINGS_MODEL, or undefined (offline)
 * when the URL or the model is not set. */
export function embeddingsProviderFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  fetchImpl?: FetchLike,
): SimilarityProvider | undefined {
  const url = env.EMBEDDINGS_URL?.trim();
  const model = env.EMBEDDINGS_MODEL?.trim();
  if (!url || !model) return undefined;
  return createOpenAiEmbeddingsProvider({
    url,
    model,
    apiKey: env.EMBEDDINGS_API_KEY?.trim() || undefined,
    fetch: fetchImpl,
  });
}

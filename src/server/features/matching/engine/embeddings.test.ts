import { describe, expect, it } from 'vitest';
import {
  cosineSimilarity,
  createOpenAiEmbeddingsProvider,
  embeddingsProviderFromEnv,
  EmbeddingsError,
  jobEmbeddingText,
  type FetchLike,
} from './embeddings';
import { rankJobs, rankJobsOffline } from './rank';
import { background, fintechCfo, gamingRole, role } from './test-fixtures';
import type { SimilarityProvider } from './types';

interface Call {
  url: string;
  headers: Record<string, string>;
  body: { model: string; input: string[] };
}

/** A fake OpenAI-compatible endpoint: embeds text as counts of a few topic words. */
function fakeEndpoint(options: { status?: number } = {}) {
  const calls: Call[] = [];
  const topics = ['fund', 'financ', 'game', 'board'];
  const embed = (text: string) => topics.map((t) => text.toLowerCase().split(t).length - 1 + 0.01);
  const fetch: FetchLike = async (url, init) => {
    const body = JSON.parse(init.body) as Call['body'];
    calls.push({ url, headers: init.headers, body });
    const status = options.status ?? 200;
    const payload = { data: body.input.map((text, index) => ({ index, embedding: embed(text) })).reverse() };
    return {
      ok: status < 400,
      status,
      json: async () => payload,
      text: async () => (status < 400 ? JSON.stringify(payload) : 'rate limited'),
    };
  };
  return { fetch, calls };
}

describe('cosineSimilarity', () => {
  it('is 1 for the same direction, 0 for orthogonal vectors and for zero vectors', () => {
    expect(cosineSimilarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 10);
    expect(cosineSimilarity([1, 0], [0, 1])).toBe(0);
    expect(cosineSimilarity([0, 0], [1, 1])).toBe(0);
  });
});

describe('createOpenAiEmbeddingsProvider', () => {
  it('posts batches to {url}/embeddings with the model and bearer key, and returns a cosine per job', async () => {
    const { fetch, calls } = fakeEndpoint();
    const provider = createOpenAiEmbeddingsProvider({
      url: 'https://emb.example/v1/',
      apiKey: 'k-1',
      model: 'm-small',
      fetch,
      batchSize: 2,
    });
    const jobs = [role({ id: 'a' }), gamingRole({ id: 'b' }), role({ id: 'c', title: 'Board Member' })];
    const similarities = await provider.similarity('Fundraising and finance for boards', jobs);
    expect([...similarities.keys()].sort()).toEqual(['a', 'b', 'c']);
    expect(similarities.get('a')!).toBeGreaterThan(similarities.get('b')!);
    expect(calls).toHaveLength(2); // 4 inputs (advisor + 3 roles) in batches of 2
    expect(calls[0]!.url).toBe('https://emb.example/v1/embeddings');
    expect(calls[0]!.headers.Authorization).toBe('Bearer k-1');
    expect(calls[0]!.body.model).toBe('m-small');
    expect(calls.flatMap((c) => c.body.input)).toHaveLength(4);
  });

  it('accepts the full endpoint URL and caches role embeddings between calls', async () => {
    const { fetch, calls } = fakeEndpoint();
    const provider = createOpenAiEmbeddingsProvider({
      url: 'http://localhost:9/v1/embeddings',
      model: 'm',
      fetch,
    });
    const jobs = [role({ id: 'a' }), gamingRole({ id: 'b' })];
    await provider.similarity('finance', jobs);
    await provider.similarity('games', jobs);
    expect(calls[0]!.url).toBe('http://localhost:9/v1/embeddings');
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(calls[1]!.body.input).toEqual(['games']); // only the advisor text is embedded again
  });

  it('embeds roles as plain text', () => {
    const text = jobEmbeddingText(role({ jobDescription: '<p>Hello &amp; <b>welcome</b></p>' }));
    expect(text).toContain('Hello & welcome');
    expect(text).not.toContain('<');
  });

  it('fails with an EmbeddingsError on an error status or a malformed answer', async () => {
    const failing = createOpenAiEmbeddingsProvider({
      url: 'https://x/v1',
      model: 'm',
      fetch: fakeEndpoint({ status: 429 }).fetch,
    });
    await expect(failing.similarity('finance', [role()])).rejects.toThrow(EmbeddingsError);
    await expect(failing.similarity('finance', [role()])).rejects.toThrow(/429: rate limited/);
    const malformed: FetchLike = async () => ({
      ok: true,
      status: 200,
      json: async () => ({ data: [] }),
      text: async () => '',
    });
    const broken = createOpenAiEmbeddingsProvider({ url: 'https://x/v1', model: 'm', fetch: malformed });
    await expect(broken.similarity('finance', [role()])).rejects.toThrow(EmbeddingsError);
  });
});

describe('embeddingsProviderFromEnv', () => {
  it('is undefined (offline) unless the URL and model are configured', () => {
    const { fetch, calls } = fakeEndpoint();
    expect(embeddingsProviderFromEnv({}, fetch)).toBeUndefined();
    expect(embeddingsProviderFromEnv({ EMBEDDINGS_URL: 'https://x/v1' }, fetch)).toBeUndefined();
    expect(
      embeddingsProviderFromEnv({ EMBEDDINGS_MODEL: 'm', EMBEDDINGS_API_KEY: 'k' }, fetch),
    ).toBeUndefined();
    expect(
      embeddingsProviderFromEnv({ EMBEDDINGS_URL: 'https://x/v1', EMBEDDINGS_MODEL: 'm' }, fetch),
    ).toBeDefined();
    expect(calls).toHaveLength(0);
  });
});

describe('rankJobs with a similarity provider', () => {
  const jobs = [
    role({ id: 'fit' }),
    // The same role with regular presence on another continent: mid-band, where a nudge shows in the rounded score.
    role({ id: 'far', type: 'hybrid', city: 'Sydney', country: 'Australia' }),
    gamingRole({ id: 'game' }),
    ...background(8),
  ];

  it('is exactly the offline ranking without a provider', async () => {
    expect(await rankJobs(fintechCfo(), jobs)).toEqual(rankJobsOffline(fintechCfo(), jobs));
  });

  it('adds the semantic signal for the best candidates', async () => {
    const favourGaming: SimilarityProvider = {
      similarity: async (_text, candidates) =>
        new Map(candidates.map((j) => [j.id, j.id === 'game' ? 0.95 : 0.1])),
    };
    const offline = rankJobsOffline(fintechCfo(), jobs);
    const semantic = await rankJobs(fintechCfo(), jobs, { similarity: favourGaming });
    const score = (list: typeof offline, id: string) => list.find((r) => r.jobId === id)!.score;
    // A role far below every band stays at the floor (SCORE_BANDS.feasibleMin), one near 100 moves little (the
    // strong band flattens toward 100); the similarity moves the rest.
    expect(score(semantic, 'game')).toBeGreaterThanOrEqual(score(offline, 'game'));
    expect(score(semantic, 'fit')).toBeLessThanOrEqual(score(offline, 'fit'));
    expect(score(semantic, 'far')).toBeLessThan(score(offline, 'far'));
  });

  it('asks the provider about the best offline candidates only', async () => {
    let asked: string[] = [];
    const spy: SimilarityProvider = {
      similarity: async (_text, candidates) => {
        asked = candidates.map((j) => j.id);
        return new Map();
      },
    };
    await rankJobs(fintechCfo(), jobs, { similarity: spy, semanticCandidates: 3 });
    expect(asked).toEqual(
      rankJobsOffline(fintechCfo(), jobs)
        .slice(0, 3)
        .map((r) => r.jobId),
    );
  });

  it('falls back to the offline ranking when the provider fails', async () => {
    const errors: unknown[] = [];
    const failing: SimilarityProvider = { similarity: () => Promise.reject(new Error('down')) };
    const results = await rankJobs(fintechCfo(), jobs, {
      similarity: failing,
      onSimilarityError: (e) => errors.push(e),
    });
    expect(results).toEqual(rankJobsOffline(fintechCfo(), jobs));
    expect(errors).toHaveLength(1);
  });
});

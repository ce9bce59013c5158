import { describe, expect, it } from 'vitest';
import { Bm25Builder, type Bm25Index } from './bm25';

/** Builds an index from documents given as words; returns it with a word → term id function. */
function indexOf(docs: string[][], copies: number[] = []): { index: Bm25Index; id: (w: string) => number } {
  const vocabulary = new Map<string, number>();
  const id = (w: string) => vocabulary.get(w) ?? -1;
  const builder = new Bm25Builder();
  docs.forEach((words, d) => {
    const tf = new Map<number, number>();
    for (const w of words) {
      if (!vocabulary.has(w)) vocabulary.set(w, vocabulary.size);
      tf.set(id(w), (tf.get(id(w)) ?? 0) + 1);
    }
    const doc = builder.add([...tf.keys()], [...tf.values()], words.length);
    for (let c = 1; c < (copies[d] ?? 1); c++) builder.repeat(doc);
  });
  return { index: builder.build(vocabulary.size, { k1: 1.2, b: 0.75 }), id };
}

describe('BM25', () => {
  const docs = [
    ['fundraising', 'investor', 'board', 'finance'],
    ['game', 'design', 'board', 'studio'],
    ['fundraising', 'fundraising', 'fundraising', 'board'],
    ['board', 'governance', 'audit', 'board'],
  ];

  it('scores only documents that contain a query term', () => {
    const { index, id } = indexOf(docs);
    const scores = index.score([{ term: id('fundraising'), weight: 1 }]);
    expect(scores[0]).toBeGreaterThan(0);
    expect(scores[1]).toBe(0);
    expect(scores[2]).toBeGreaterThan(0);
    expect(scores[3]).toBe(0);
  });

  it('weights rare terms above common ones (IDF)', () => {
    const { index, id } = indexOf(docs);
    expect(index.idf(id('investor'))).toBeGreaterThan(index.idf(id('fundraising')));
    expect(index.idf(id('fundraising'))).toBeGreaterThan(index.idf(id('board')));
    expect(index.idf(id('board'))).toBeGreaterThanOrEqual(0);
  });

  it('grows with term frequency but saturates', () => {
    const { index, id } = indexOf([
      ['a', 'x', 'y', 'z'],
      ['a', 'a', 'y', 'z'],
      ['a', 'a', 'a', 'a'],
      ['q', 'r', 's', 't'],
    ]);
    const [one, two, four] = index.score([{ term: id('a'), weight: 1 }]);
    expect(two!).toBeGreaterThan(one!);
    expect(four!).toBeGreaterThan(two!);
    expect(four! - two!).toBeLessThan(two! - one!);
  });

  it('prefers the shorter of two documents with the same matches (length normalization)', () => {
    const { index, id } = indexOf([['audit', 'x'], ['audit', 'x', 'y', 'z', 'w', 'v', 'u', 't'], ['q']]);
    const [short, long] = index.score([{ term: id('audit'), weight: 1 }]);
    expect(short!).toBeGreaterThan(long!);
  });

  it('applies query-term weights linearly', () => {
    const { index, id } = indexOf(docs);
    const once = index.score([{ term: id('audit'), weight: 1 }]);
    const twice = index.score([{ term: id('audit'), weight: 2 }]);
    expect(twice[3]).toBeCloseTo(2 * once[3]!, 10);
  });

  it('counts copies of a document in IDF', () => {
    const single = indexOf([['a'], ['b'], ['c'], ['d']]);
    const copied = indexOf([['a'], ['b'], ['c'], ['d']], [10]);
    expect(copied.index.corpusSize).toBe(13);
    expect(copied.index.documentCount).toBe(4);
    expect(copied.index.idf(copied.id('a'))).toBeLessThan(single.index.idf(single.id('a')));
  });

  it('finds the documents containing all of several terms', () => {
    const { index, id } = indexOf(docs);
    const marks = index.documentsWithAll(
      [id('board'), id('fundraising')],
      new Uint8Array(index.documentCount),
    );
    expect([...marks]).toEqual([1, 0, 1, 0]);
  });

  it('ignores unknown terms', () => {
    const { index } = indexOf(docs);
    expect([...index.score([{ term: 999, weight: 1 }])]).toEqual([0, 0, 0, 0]);
  });
});

import { describe, expect, it } from 'vitest';
import { htmlToPlainText, labelKey, normalizeText, stem, tokenize } from './normalize';

describe('normalizeText', () => {
  it('strips tags, decodes entities, lowercases and drops punctuation', () => {
    expect(normalizeText('<h3>Who you are</h3><p>15+ years &amp; <b>MORE</b>!</p>')).toBe(
      'who you are 15 years more',
    );
    expect(normalizeText('a < b, c > d')).toBe('a b c d');
    expect(normalizeText(null)).toBe('');
  });

  it('folds diacritics and decodes numeric and accented entities', () => {
    expect(normalizeText('Zürich São Paulo Café caf&eacute; &#201;cole')).toBe(
      'zurich sao paulo cafe cafe ecole',
    );
  });

  it('keeps short ampersand words together (R&D, M&A, P&L) but splits "Food & Beverage"', () => {
    expect(normalizeText('R&D, M&amp;A and P&L')).toBe('r&d m&a and p&l');
    expect(normalizeText('Food & Beverage')).toBe('food beverage');
  });
});

describe('stem', () => {
  it('folds plurals and common derivations onto one stem', () => {
    const same = (...words: string[]) => expect(new Set(words.map(stem)).size).toBe(1);
    same('strategy', 'strategic', 'strategies', 'strategically');
    same('finance', 'financial', 'finances');
    same('develop', 'development', 'developing', 'developed');
    same('acquisition', 'acquisitions');
    same('plan', 'planning', 'planned');
    same('company', 'companies');
    same('operations', 'operational');
  });

  it('keeps words apart that only look alike', () => {
    expect(stem('international')).not.toBe(stem('internal'));
    expect(stem('hospitality')).not.toBe(stem('hospital'));
  });

  it('leaves short words, numbers and ampersand words alone', () => {
    expect(stem('hr')).toBe('hr');
    expect(stem('ai')).toBe('ai');
    expect(stem('2024')).toBe('2024');
    expect(stem('r&d')).toBe('r&d');
  });
});

describe('tokenize', () => {
  it('drops stop words and one-letter words and stems the rest', () => {
    expect(tokenize('The strategies of a Company')).toEqual([stem('strategies'), stem('company')]);
  });

  it('makes comparable label keys', () => {
    expect(labelKey('Strategic Planning')).toBe(labelKey('strategic plans'));
    expect(labelKey('Mergers & Acquisitions')).toBe(labelKey('mergers and acquisitions'));
  });
});

describe('htmlToPlainText', () => {
  it('keeps the words and entities of an HTML fragment as text', () => {
    expect(htmlToPlainText('<p>Tom &amp; Jerry</p><ul><li>one</li><li>two</li></ul>')).toBe(
      'Tom & Jerry one two',
    );
  });
});

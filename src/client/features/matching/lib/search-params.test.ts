import { describe, expect, it } from 'vitest';
import { activeFilterCount, readFilters, readMode, readPage } from './search-params';

const params = (query: string) => new URLSearchParams(query);

describe('matchmaking URL state', () => {
  it('reads the mode and the page, defaulting to AI mode and page 1', () => {
    expect(readMode(params(''))).toBe('ai');
    expect(readMode(params('mode=manual'))).toBe('manual');
    expect(readMode(params('mode=other'))).toBe('ai');
    expect(readPage(params('page=3'))).toBe(3);
    expect(readPage(params('page=0'))).toBe(1);
    expect(readPage(params('page=2.5'))).toBe(1);
    expect(readPage(params('page=abc'))).toBe(1);
  });

  it('reads the eight filters and drops values the server would reject', () => {
    const filters = readFilters(
      params(
        'title=%20Board%20&industry=Fin&city=London&country=UK&company=Acme&workType=Remote&compensation=equity&engagement=ad-hoc&page=2',
      ),
    );
    expect(filters).toEqual({
      title: 'Board',
      industry: 'Fin',
      city: 'London',
      country: 'UK',
      company: 'Acme',
      workType: 'Remote',
      compensation: 'equity',
      engagement: 'ad-hoc',
      page: 2,
    });
    expect(activeFilterCount(filters)).toBe(8);
    expect(readFilters(params('workType=Space&compensation=gold&title=&city=Oslo'))).toEqual({
      city: 'Oslo',
      page: 1,
    });
  });
});

// Hard requirements read from a posting's own words, however they are phrased (issue #30): a language, a licence or
// credential, presence, terms and seniority. Each is either met with the profile's evidence or stated as a tension,
// and an unmet stated requirement keeps the score out of the strong band. The phrasings are written for this test
// and appear in neither graded set.
import { describe, expect, it } from 'vitest';
import { languageAsks, postingLanguage, profileLanguages } from './languages';
import { readRoleAsks } from './role-asks';
import { scoreJob } from './score';
import { fintechCfo, role } from './test-fixtures';

const withClause = (clause: string) =>
  role({ jobDescription: `${role().jobDescription ?? ''}<p>${clause}</p>` });

describe('languages a role needs', () => {
  it.each([
    ['Our shareholder letters go out in Dutch, and you will co-sign them.', 'dutch', true],
    ['Vloeiend Nederlands is a must: you need fluent Dutch for the supervisory board.', 'dutch', true],
    ['Board packs are written in Korean only.', 'korean', true],
    ['A working knowledge of Italian would be an advantage.', 'italian', false],
    ['Conversational Swahili helps in the field, but is not required.', 'swahili', false],
  ])('reads “%s”', (sentence, language, required) => {
    expect(languageAsks([sentence])).toEqual([{ language, required, text: sentence }]);
  });

  it.each([
    'We sell to German and Austrian retailers.',
    'The role suits someone who enjoys Italian food and long lunches.',
    'Meetings are in English or Spanish, as you prefer.',
  ])('asks for no language in “%s”', (sentence) => {
    expect(languageAsks([sentence])).toEqual([]);
  });

  it('finds the profile’s languages in its own words, its skills and where it lives', () => {
    const found = profileLanguages({
      skills: ['Polish (native)'],
      sentences: ['I chair meetings in Czech and negotiate in Slovak.', 'I love Thai cooking.'],
      country: 'japan',
      countryLabel: 'Japan',
    });
    expect([...found.keys()].sort()).toEqual(['czech', 'english', 'japanese', 'polish', 'slovak']);
    expect(found.get('polish')).toBe('your skill “Polish (native)”');
    expect(found.get('japanese')).toBe('you live in Japan');
  });

  it('keeps a strong role below the strong band when the profile shows no such language, and says so', () => {
    const plain = scoreJob(fintechCfo(), role());
    const dutch = scoreJob(fintechCfo(), withClause('Fluent Dutch is essential: the board meets in Dutch.'));
    expect(plain.score).toBeGreaterThanOrEqual(80);
    expect(dutch.score).toBeLessThan(60);
    expect(dutch.tensions[0]).toMatch(
      /^Asks for Dutch \(“Fluent Dutch is essential.*”\); your profile shows none$/,
    );
    expect(dutch.improvements[0]).toBe('If you work in Dutch, say so in your biography');
    const speaker = fintechCfo({ biography: `${fintechCfo().biography ?? ''} I speak Dutch fluently.` });
    expect(scoreJob(speaker, withClause('Fluent Dutch is essential.')).tensions).toEqual([]);
  });
});

describe('the language a posting is written in (decision 055)', () => {
  const spanish = role({
    title: 'Asesor/a de Financiación',
    companySummary: 'Ledgerline es una fintech en crecimiento con sede en Madrid.',
    jobDescription:
      '<p>Buscamos un asesor con experiencia para preparar la próxima ronda de financiación, las relaciones ' +
      'con inversores y la estrategia de capital.</p><p>Se reunirá con los fundadores cada mes y participará ' +
      'en las reuniones trimestrales del consejo. Tiene más de quince años de experiencia en finanzas.</p>',
    city: 'Madrid',
    country: 'Spain',
  });

  it('reads the language of the text itself, and English as none', () => {
    expect(postingLanguage(spanish.title, spanish.jobDescription!)).toBe('spanish');
    expect(postingLanguage(role().title, role().jobDescription!.replace(/<[^>]+>/g, ' '))).toBeNull();
    expect(
      postingLanguage(
        'Advisor, Iberia',
        'We are expanding into the Spanish and Portuguese markets next year.',
      ),
    ).toBeNull();
  });

  it('asks it of an advisor whose profile shows none, and counts it for one who works in it', () => {
    const londoner = scoreJob(fintechCfo(), spanish);
    expect(londoner.tensions[0]).toBe('The posting is written in Spanish; your profile shows no Spanish');
    expect(londoner.score).toBeLessThan(60);
    const madrileña = scoreJob(fintechCfo({ city: 'Madrid', country: 'Spain' }), spanish);
    expect(madrileña.tensions).toEqual([]);
    expect(madrileña.reasons).toContain('Written in Spanish — you live in Spain');
    expect(madrileña.score).toBeGreaterThan(londoner.score + 20);
  });
});

describe('licences and credentials', () => {
  it('reads a credential stated as a condition, and checks it against the whole profile', () => {
    const asks = readRoleAsks('Audit Chair', '<p>Applicants must hold a current CPA licence.</p>');
    expect(asks.requirements).toEqual([
      { text: 'Applicants must hold a current CPA licence.', credential: 'accountant', alternatives: [] },
    ]);
    const without = scoreJob(fintechCfo(), withClause('Applicants must hold a current CPA licence.'));
    expect(without.score).toBeLessThan(60);
    expect(without.tensions[0]).toMatch(
      /^The role requires a qualified accountant; your profile does not say you are/,
    );
    const cpa = fintechCfo({
      biography: `${fintechCfo().biography ?? ''} I am a certified public accountant.`,
    });
    expect(scoreJob(cpa, withClause('Applicants must hold a current CPA licence.')).tensions).toEqual([]);
  });

  it.each([
    'A CPA licence is valued but not required.',
    'Experience of a charity board would be a bonus, not a must.',
    'Prior experience in retail is welcome but not essential.',
  ])('reads no requirement in “%s”', (sentence) => {
    expect(readRoleAsks('Advisor', `<p>${sentence}</p>`).requirements).toEqual([]);
  });
});

describe('presence', () => {
  it('tells regular presence from occasional trips, and none', () => {
    expect(readRoleAsks('Advisor', '<p>Expect to be in our Lyon office every week.</p>').presence).toBe(
      'frequent',
    );
    expect(
      readRoleAsks('Advisor', '<p>Two visits a year to the plant; the rest by video.</p>').presence,
    ).toBe('occasional');
    expect(readRoleAsks('Advisor', '<p>Work from anywhere; we never meet in person.</p>').presence).toBe(
      'none',
    );
  });

  it('reads how often one must be there clause by clause: calls and video are not presence', () => {
    const asks = (text: string) => readRoleAsks('Advisor', `<p>${text}</p>`);
    expect(asks('We talk weekly on video, and you join us in Oslo twice a year.').presence).toBe(
      'occasional',
    );
    expect(asks('A monthly call with the founders plus three visits a year to the plant.').presence).toBe(
      'occasional',
    );
    expect(asks('The panel meets monthly at our office in Leeds.').presence).toBe('frequent');
    const optional = asks('Quarterly sessions in person in Lagos (remote participation is possible).');
    expect(optional.inPersonOptional).toBe(true);
  });

  it('takes a hybrid role’s stated occasional presence at its word, and a country it cannot place as not far', () => {
    const hybrid = (description: string, country = 'Peru') =>
      scoreJob(
        fintechCfo(),
        role({
          type: 'hybrid',
          city: 'Lima',
          country,
          jobDescription: `<p>Raise our round. ${description}</p>`,
        }),
      );
    expect(hybrid('Two board meetings a year are held in Lima.').tensions[0]).toMatch(
      /^Asks for occasional trips to Lima, Peru/,
    );
    expect(hybrid('In the Lima office weekly.', 'Atlantis').tensions).toEqual([]);
  });

  it('states weekly presence on another continent as a tension for an advisor who works on site', () => {
    const far = scoreJob(
      fintechCfo(),
      role({
        type: 'hybrid',
        city: 'Lima',
        country: 'Peru',
        jobDescription: '<p>Raise our round. In the Lima office weekly.</p>',
      }),
    );
    expect(far.tensions[0]).toMatch(/^Needs regular presence in Lima, Peru .*another continent/);
    expect(far.score).toBeLessThan(80);
  });
});

describe('terms', () => {
  it('reads equity only and unpaid from the text when the form says nothing', () => {
    expect(
      readRoleAsks('Advisor', '<p>We can offer share options only, no cash for now.</p>').equityOnly,
    ).toBe(true);
    expect(
      readRoleAsks('Trustee', '<p>Trustees are volunteers; travel expenses are reimbursed.</p>').unpaid,
    ).toBe(true);
  });

  it('keeps unpaid work out of the strong band for an advisor who takes paid work only', () => {
    const paidOnly = fintechCfo({ compensationPreference: ['paid'] });
    const unpaid = scoreJob(paidOnly, {
      ...withClause('This is an unpaid trustee position; travel expenses are reimbursed.'),
      compensationType: null,
    });
    expect(unpaid.score).toBeLessThan(60);
    expect(unpaid.tensions).toContain('An unpaid role; you have not said you work pro bono');
  });
});

describe('seniority, both ways', () => {
  it('reads a junior, hands-on role and the years a role asks', () => {
    const junior = readRoleAsks(
      'Finance Coordinator',
      '<p>Ideal for someone 1-2 years out of university.</p>',
    );
    expect(junior.junior).toBe(true);
    expect(
      readRoleAsks('Non-Executive Director', '<p>At least 20 years in listed companies.</p>').askedYears,
    ).toBe(20);
  });

  it('ranks a junior role below a senior one for a 24-year executive, and a 20-year ask above a 4-year advisor', () => {
    const exec = fintechCfo();
    const junior = scoreJob(
      exec,
      role({
        title: 'Finance Coordinator',
        jobDescription: '<p>Help our fundraising team with data entry; 1-2 years of experience.</p>',
      }),
    );
    expect(junior.score).toBeLessThan(60);
    expect(junior.tensions[0]).toMatch(/^A junior or hands-on role/);
    const newcomer = fintechCfo({ yearsExperience: 4 });
    const senior = scoreJob(
      newcomer,
      withClause('You bring at least 20 years of board-level finance experience.'),
    );
    expect(senior.tensions).toContain('Asks for 20+ years; your profile lists 4');
    expect(senior.score).toBeLessThan(
      scoreJob(fintechCfo(), withClause('You bring at least 20 years of board-level finance experience.'))
        .score,
    );
  });
});

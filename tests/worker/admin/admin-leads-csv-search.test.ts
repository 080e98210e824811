import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminGet, adminPost, mockCerts, seedLead, body, listedNames, tag } from './admin-helpers';
import { atInstant, origin } from '../helpers';
import { referenceOf } from '../../../src/submissions/reference';
import { foldedMax } from '../../../src/admin/shared/search.server';

beforeEach(() => {
  mockCerts();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the CSV export', () => {
  it('holds exactly the leads of the filter, formulas guarded', async () => {
    const company = tag();
    await seedLead({
      form: 'contact',
      data: {
        firstName: '=HYPERLINK("http://evil.example")',
        lastName: 'X',
        email: 'x@example.com',
        company,
        subject: '+1',
        message: 'ligne 1\nligne 2, "citée"',
      },
    });
    await seedLead({
      form: 'quote',
      data: {
        services: ['conception-web'],
        plan: '',
        budget: '< 5k',
        timeline: 'urgent',
        firstName: 'Q',
        lastName: 'Y',
        email: 'y@example.com',
        company,
        phone: '',
        projectDescription: '',
      },
    });
    await seedLead({ form: 'contact', spam: true, data: { firstName: 'S', lastName: 'Z', email: 'z@example.com', company, subject: 's', message: 'm' } });
    const response = await adminGet(`/admin/export.csv?q=${company}&form=contact`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = (await response.text()).replace(/^\ufeff/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      "Référence,Reçue le (UTC),Formulaire,Langue,Statut,Page d'origine,Avis envoyé le (UTC),Essais d'envoi de l'avis,Courriels envoyés au client,Courriels reçus du client,Prénom,Nom,Courriel,Entreprise,Objet,Message,Services,Forfait mensuel,Budget,Échéancier,Téléphone,Description du projet",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")",X,x@example.com,${company},'+1,"ligne 1\nligne 2, ""citée"""`);
    const all = (await (await adminGet(`/admin/export.csv?q=${company}`)).text()).trimEnd().split('\r\n');
    expect(all).toHaveLength(3);
    const spam = (await (await adminGet(`/admin/export.csv?q=${company}&status=spam`)).text()).trimEnd().split('\r\n');
    expect(spam).toHaveLength(2);
    expect(spam[1]).toContain(',S,Z,');
  });
});

/** A CSV export as one record per line, each cell under its column's title (RFC 4180 quoting undone). */
async function exported(path: string): Promise<Record<string, string>[]> {
  const text = (await (await adminGet(path)).text()).replace(/^\ufeff/, '');
  const lines: string[][] = [[]];
  for (const [, quoted, plain, end] of text.matchAll(/(?:"((?:[^"]|"")*)"|([^,\r\n]*))(,|\r\n|$)/g)) {
    if (end === '' && quoted === undefined && !plain) break;
    lines.at(-1)?.push(quoted === undefined ? plain : quoted.replace(/""/g, '"'));
    if (end === '\r\n') lines.push([]);
  }
  const [titles, ...rows] = lines.filter((line) => line.length > 1);
  return rows.map((row) => Object.fromEntries(titles.map((title, index) => [title, row[index]])));
}

describe('the CSV export in words', () => {
  it('names the CSV export after the day in Montréal, not in UTC', async () => {
    await atInstant('2026-12-01T02:30:00Z', async () => {
      const response = await adminGet('/admin/export.csv');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="leads-2026-11-30.csv"');
    });
  });

  it('says each stored id in the words of the inbox, in its language, keeping the reference and times as stored', async () => {
    const company = tag();
    const createdAt = '2026-04-07T13:45:00.000Z';
    const id = await seedLead({
      form: 'quote',
      lang: 'en',
      createdAt,
      data: {
        services: ['conception-web', 'mobile'],
        plan: 'starter',
        budget: '5k-15k',
        timeline: 'urgent',
        firstName: 'Jean',
        lastName: 'Roy',
        email: 'jean.roy@example.com',
        company,
        phone: '',
        projectDescription: 'Une appli',
      },
    });
    await adminPost(`/admin/leads/${id}/status`, { status: 'in_progress' });

    const [fr] = await exported(`/admin/export.csv?q=${company}`);
    expect(fr).toMatchObject({
      Référence: id,
      'Reçue le (UTC)': createdAt,
      Formulaire: 'Soumission',
      Langue: 'Anglais',
      Statut: 'En cours',
      "Page d'origine": '/soumission',
      Services: 'Conception web, Applications mobiles',
      'Forfait mensuel': 'Essentiel',
      Budget: 'Projet moyen (5\u00a0000 à 15\u00a0000\u00a0$)',
      Échéancier: "Urgent (Moins d'un mois)",
      Téléphone: '',
      'Description du projet': 'Une appli',
    });

    const [en] = await exported(`/en/admin/export.csv?q=${company}`);
    expect(en).toMatchObject({
      Reference: id,
      'Received (UTC)': createdAt,
      Form: 'Quote request',
      Language: 'English',
      Status: 'In progress',
      Services: 'Web design, Mobile apps',
      'Monthly plan': 'Essential',
      Budget: 'Medium project ($5,000–$15,000)',
      Timeline: 'Urgent (Less than a month)',
      Phone: '',
    });
  });
});

describe('a long or odd search', () => {
  /** A contact lead with a name of its own and the given fields; returns its last name. */
  const lead = async (fields: Record<string, string>) => {
    const lastName = tag();
    await seedLead({ data: { firstName: 'Cas', lastName, email: 'cas@example.com', company: '', subject: 's', message: 'm', ...fields } });
    return lastName;
  };
  /** The last names the list and the CSV export show for one search: both must answer 200. */
  const found = async (query: string) => {
    const list = await adminGet(`/admin?q=${encodeURIComponent(query)}`);
    expect(list.status).toBe(200);
    const csv = await adminGet(`/admin/export.csv?q=${encodeURIComponent(query)}`);
    expect(csv.status).toBe(200);
    await csv.body?.cancel();
    const inList = listedNames(await body(list)).map((name) => name.replace(/^Cas /, ''));
    const inCsv = (await exported(`/admin/export.csv?q=${encodeURIComponent(query)}`)).map((row) => row.Nom);
    expect([...inCsv].sort()).toEqual([...inList].sort());
    return inList;
  };
  const accents = 'éèêëàâäîïôöùûüçÿœæáíóúñãõ';
  const cases: [string, () => Promise<{ query: string; hits: string[]; misses: string[] }>][] = [
    [
      '60 characters',
      async () => {
        const query = `${tag()} Boulangerie artisanale du Plateau-Mont-Royal`.padEnd(60, 'z');
        return { query, hits: [await lead({ company: query })], misses: [await lead({ company: `${query.slice(0, 59)}q` })] };
      },
    ],
    [
      '30 percent signs, looked for as themselves',
      async () => {
        const query = '%'.repeat(30);
        return { query, hits: [await lead({ message: `avant ${query} après` })], misses: [await lead({ message: `${'%'.repeat(29)} plus rien` })] };
      },
    ],
    [
      '30 underscores, looked for as themselves',
      async () => {
        const query = '_'.repeat(30);
        return { query, hits: [await lead({ subject: `a${query}b` })], misses: [await lead({ subject: `${'_'.repeat(29)}x${'_'.repeat(29)}` })] };
      },
    ],
    [
      '25 accented letters, in any case and composition, not their bare letters',
      async () => {
        const query = accents;
        const capitals = await lead({ company: query.toUpperCase() });
        const decomposed = await lead({ message: `« ${query.toUpperCase().normalize('NFD')} »` });
        const bare = await lead({ message: query.normalize('NFD').replace(/\p{M}/gu, '') });
        return { query, hits: [capitals, decomposed], misses: [bare] };
      },
    ],
    [
      '200 characters with wildcards, a backslash and accents',
      async () => {
        const query = `${tag()}-${'Ça_%\\é '.repeat(40)}`.slice(0, 199).concat('x');
        expect(query).toHaveLength(200);
        return { query, hits: [await lead({ message: `Bonjour ${query.toUpperCase()} merci` })], misses: [await lead({ message: query.slice(0, 199) })] };
      },
    ],
  ];

  it.each(cases)('answers 200 in the list and the CSV for %s, finding what holds it', async (_name, make) => {
    const { query, hits, misses } = await make();
    const names = await found(query);
    for (const name of hits) expect(names).toContain(name);
    for (const name of misses) expect(names).not.toContain(name);
  });

  it('still finds a lead by the reference a visitor quotes, in capitals or not', async () => {
    const lastName = tag();
    const id = await seedLead({ data: { firstName: 'Cas', lastName, email: 'ref@example.com', company: '', subject: 's', message: 'm' } });
    expect(await found(referenceOf(id))).toEqual([lastName]);
    expect(await found(referenceOf(id).toLowerCase())).toEqual([lastName]);
  });

  it('answers 200 for a search of every small Latin letter with every filter on, folding as many as D1 allows', async () => {
    const letters = Array.from({ length: 0x17f - 0xc0 + 1 }, (_, i) => String.fromCharCode(0xc0 + i))
      .filter((char) => char.toUpperCase() !== char && char.toUpperCase().length === 1)
      .join('');
    expect(letters.length).toBeGreaterThan(foldedMax);
    const hit = await lead({ message: `${letters.slice(0, foldedMax).toUpperCase()}${letters.slice(foldedMax)}` });
    expect(await found(letters)).toContain(hit);
    const everyFilter = `form=contact&lang=fr&from=2000-01-01&to=2099-12-31&due=overdue&status=new&q=${encodeURIComponent(letters)}`;
    expect((await adminGet(`/admin?${everyFilter}`)).status).toBe(200);
    expect((await adminGet(`/admin/export.csv?${everyFilter}`)).status).toBe(200);
  });
});

describe('origin of links', () => {
  it('builds the language switch from the route table, keeping only known filters', async () => {
    const html = await body(await adminGet('/admin?form=quote&evil=%22%3E&q=a%26b'));
    expect(html).toContain('href="/en/admin?form=quote&amp;q=a%26b"');
    expect(html).not.toContain('evil');
    expect(origin).toBe('https://www.example.com');
  });
});

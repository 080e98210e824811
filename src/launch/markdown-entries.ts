import type { Problem } from './problem';

/** What the launch check reads of one Markdown entry (all of them, drafts included: a draft may be published next). */
export type EntryFacts = {
  file: string;
  sample: boolean;
  /** A case study's: the client's quote and the record of their written consent. */
  quote?: boolean;
  consent?: { by: string; date: string };
  results?: { figure: string; source?: string }[];
};

/**
 * Posts and case studies (docs/decisions/0038-content-collections.md), as for testimonials and
 * statistics (docs/decisions/0025-claims-and-sources.md): no sample entry, no client quote without
 * the client's recorded written consent, no result without its source.
 */
export function entryProblems(entries: readonly EntryFacts[], today: string): Problem[] {
  return entries.flatMap((entry): Problem[] => {
    const problems: Problem[] = [];
    if (entry.sample)
      problems.push({ file: entry.file, field: 'sample', value: 'true', reason: 'a sample entry: write the company’s own, or delete the file' });
    if (entry.quote && !entry.consent)
      problems.push({
        file: entry.file,
        field: 'consent',
        value: 'missing',
        reason: 'a client quote without the record of the client’s written consent (who, when)',
      });
    if (entry.consent && !(/^\d{4}-\d{2}-\d{2}/.test(entry.consent.date) && entry.consent.date.slice(0, 10) <= today)) {
      problems.push({ file: entry.file, field: 'consent.date', value: entry.consent.date, reason: 'the consent date must be a date, today or before' });
    }
    (entry.results ?? []).forEach((result, index) => {
      if (!result.source) problems.push({ file: entry.file, field: `results[${index}].source`, value: result.figure, reason: 'a result without its source' });
    });
    return problems;
  });
}

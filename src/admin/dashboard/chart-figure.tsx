import type { ReactNode } from 'react';
import { ColumnHeadings } from '../shared/fields';
import { count, type Group, type Words } from './section-words';

/**
 * What every chart of the dashboard is drawn in (docs/decisions/0039-dashboard.md): a figure with a
 * caption, an SVG with a one-sentence text alternative and, in a <details> under it, a table of the
 * same figures. Series differ by fill and by pattern (solid, hatched, dotted), and a legend names
 * them, so colour never carries meaning alone. Text is sized in the viewBox's units, which the
 * stylesheet keeps between 18 rem and 26 rem wide (readable from 375 px to 1280 px).
 */
export const width = 320;
export const fontSize = 14;

export type Series = { name: string };

function FigureTable({ id, words, headings, groups }: { id: string; words: Words; headings: string[]; groups: Group[] }) {
  const format = count(words);
  return (
    <details className="chart-figures">
      <summary>{words.t('admin:dashboard.chart.table')}</summary>
      {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
      <div className="admin-table-wrap" role="region" tabIndex={0} aria-labelledby={`${id}-caption`}>
        <table className="admin-grid">
          <ColumnHeadings headings={headings} />
          <tbody>
            {groups.map((group) => (
              <tr key={group.label}>
                <th scope="row">{group.label}</th>
                {(group.cells ?? group.values.map(format)).map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/**
 * What every chart is given: its id, caption and rows, the dashboard's words (its numbers and its
 * table's label), its table's column headings, and its text alternative when `summaryOf` does not say it.
 */
export type ChartProps = { id: string; caption: string; words: Words; groups: Group[]; headings: string[]; summary?: string };

type FigureProps = ChartProps & { summary: string; children: ReactNode; height: number; legend?: ReactNode };

export function Figure({ id, caption, summary, children, ...table }: FigureProps) {
  return (
    <figure className="chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{caption}</figcaption>
      {table.legend}
      <svg className="chart-svg" viewBox={`0 0 ${width} ${table.height}`} role="img" aria-labelledby={`${id}-summary`}>
        <title id={`${id}-summary`}>{summary}</title>
        <defs>
          <pattern id={`${id}-hatch`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="6" height="6" className="chart-hatch-ground" />
            <rect width="3" height="6" className="chart-solid" />
          </pattern>
          <pattern id={`${id}-dots`} width="6" height="6" patternUnits="userSpaceOnUse">
            <rect width="6" height="6" className="chart-hatch-ground" />
            <circle cx="3" cy="3" r="1.4" className="chart-solid" />
          </pattern>
        </defs>
        {children}
      </svg>
      <FigureTable id={id} words={table.words} headings={table.headings} groups={table.groups} />
    </figure>
  );
}

const patterns = [undefined, 'hatch', 'dots'] as const;
export const fillOf = (id: string, series: number) => (patterns[series] ? `url(#${id}-${patterns[series]})` : undefined);
/** The first series is solid; the others are patterned (their fill, the pattern, is an attribute the stylesheet leaves alone). */
export const seriesClass = (series: number) => (series === 0 ? 'chart-solid' : 'chart-hatched');

/** The series' names, each beside a swatch of its fill. */
export function Legend({ id, series }: { id: string; series: Series[] }) {
  return (
    <ul className="chart-legend">
      {series.map((entry, index) => (
        <li key={entry.name}>
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
            <rect width="12" height="12" className={seriesClass(index)} fill={fillOf(id, index)} />
          </svg>{' '}
          {entry.name}
        </li>
      ))}
    </ul>
  );
}

import type { ReactNode } from 'react';
import { ColumnHeadings } from '../fields';
import { count, summaryOf, type Group, type Words } from './words';

/**
 * The dashboard's charts (docs/decisions/0039-dashboard.md): SVG drawn on the server, no script.
 * Each is a figure with a caption, a one-sentence text alternative and, in a <details> under it,
 * a table of the same figures. Series differ by fill and by pattern (solid, hatched), and a legend
 * names them, so colour never carries meaning alone. Text is sized in the viewBox's units, which
 * the stylesheet keeps between 18 rem and 26 rem wide (readable from 375 px to 1280 px).
 */
const width = 320;
const fontSize = 14;

export type Series = { name: string };
/** A row of a chart: its values, and what its table shows for them when not the values themselves. */

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
type ChartProps = { id: string; caption: string; words: Words; groups: Group[]; headings: string[]; summary?: string };

type FigureProps = ChartProps & { summary: string; children: ReactNode; height: number; legend?: ReactNode };

function Figure({ id, caption, summary, children, ...table }: FigureProps) {
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
const fillOf = (id: string, series: number) => (patterns[series] ? `url(#${id}-${patterns[series]})` : undefined);
/** The first series is solid; the others are patterned (their fill, the pattern, is an attribute the stylesheet leaves alone). */
const seriesClass = (series: number) => (series === 0 ? 'chart-solid' : 'chart-hatched');

/** The series' names, each beside a swatch of its fill. */
function Legend({ id, series }: { id: string; series: Series[] }) {
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

/** Horizontal bars, one a row, the label above its bar and the value after it. */
export function BarChart(props: ChartProps) {
  const format = count(props.words);
  const rowHeight = 2.6 * fontSize;
  const height = props.groups.length * rowHeight + 4;
  const max = Math.max(1, ...props.groups.map((group) => group.values[0]));
  const room = width - 4 * fontSize;
  return (
    <Figure {...props} summary={props.summary ?? summaryOf(props.words, props.groups, true)} height={height}>
      {props.groups.map((group, index) => {
        const y = index * rowHeight;
        const barWidth = Math.max(1, (group.values[0] / max) * room);
        return (
          <g key={group.label}>
            <text x="0" y={y + fontSize} className="chart-text" fontSize={fontSize}>
              {group.label}
            </text>
            <rect x="0" y={y + fontSize * 1.35} width={barWidth} height={fontSize * 0.9} className={seriesClass(0)} />
            <text x={barWidth + 4} y={y + fontSize * 2.15} className="chart-text" fontSize={fontSize}>
              {format(group.values[0])}
            </text>
          </g>
        );
      })}
    </Figure>
  );
}

/** Vertical columns per group (side by side per series), the top value and the first and last labels on the axis. */
export function ColumnChart(props: ChartProps & { series: Series[] }) {
  const format = count(props.words);
  const height = 180;
  const top = fontSize * 1.5;
  const bottom = height - fontSize * 1.8;
  const max = Math.max(1, ...props.groups.flatMap((group) => group.values));
  const slot = width / props.groups.length;
  const barWidth = Math.max(1, (slot * 0.8) / props.series.length);
  const last = props.groups[props.groups.length - 1];
  const legend = props.series.length > 1 && <Legend id={props.id} series={props.series} />;
  return (
    <Figure {...props} summary={props.summary ?? summaryOf(props.words, props.groups)} height={height} legend={legend}>
      <line x1="0" x2={width} y1={bottom} y2={bottom} className="chart-axis" />
      <line x1="0" x2={width} y1={top} y2={top} className="chart-grid" />
      <text x="0" y={top - 4} className="chart-text" fontSize={fontSize}>
        {format(max)}
      </text>
      {props.groups.map((group, column) =>
        group.values.map((value, series) => {
          const barHeight = ((bottom - top) * value) / max;
          return (
            <rect
              key={`${group.label}-${series}`}
              x={column * slot + slot * 0.1 + series * barWidth}
              y={bottom - barHeight}
              width={barWidth}
              height={barHeight}
              className={seriesClass(series)}
              fill={fillOf(props.id, series)}
            />
          );
        }),
      )}
      <text x="0" y={height - 4} className="chart-text" fontSize={fontSize}>
        {props.groups[0]?.label}
      </text>
      <text x={width} y={height - 4} className="chart-text" fontSize={fontSize} textAnchor="end">
        {last?.label}
      </text>
    </Figure>
  );
}

/** One 100 % bar a row, split into its series' shares; the label above it, a note at the right. */
export function ShareChart(props: ChartProps & { series: Series[]; notes: string[] }) {
  const rowHeight = 2.6 * fontSize;
  const height = props.groups.length * rowHeight + 4;
  return (
    <Figure {...props} summary={props.summary ?? summaryOf(props.words, props.groups)} height={height} legend={<Legend id={props.id} series={props.series} />}>
      {props.groups.map((group, row) => {
        const y = row * rowHeight;
        const total = group.values.reduce((sum, value) => sum + value, 0) || 1;
        let x = 0;
        return (
          <g key={group.label}>
            <text x="0" y={y + fontSize} className="chart-text" fontSize={fontSize}>
              {group.label}
            </text>
            <text x={width} y={y + fontSize} className="chart-text" fontSize={fontSize} textAnchor="end">
              {props.notes[row]}
            </text>
            {group.values.map((value, series) => {
              const part = (value / total) * width;
              const rect = (
                <rect
                  key={series}
                  x={x}
                  y={y + fontSize * 1.35}
                  width={part}
                  height={fontSize * 0.9}
                  className={seriesClass(series)}
                  fill={fillOf(props.id, series)}
                />
              );
              x += part;
              return rect;
            })}
          </g>
        );
      })}
    </Figure>
  );
}

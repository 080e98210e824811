import type { ReactNode } from 'react';

/**
 * The dashboard's charts (docs/decisions/0034-dashboard.md): SVG drawn on the server, no script.
 * Each is a figure with a caption, a one-sentence text alternative and, in a <details> under it,
 * a table of the same figures. Series differ by fill and by pattern (solid, hatched), and a legend
 * names them, so colour never carries meaning alone. Text is sized in the viewBox's units, which
 * the stylesheet keeps between 20 rem and 30 rem wide (readable from 375 px to 1280 px).
 */
const width = 360;
const fontSize = 13;

export type Series = { name: string };
export type Group = { label: string; values: number[] };
type TableWords = { tableLabel: string; headings: string[] };

function FigureTable({ tableLabel, headings, groups, format }: TableWords & { groups: Group[]; format: (value: number) => string }) {
  return (
    <details className="chart-figures">
      <summary>{tableLabel}</summary>
      <div className="admin-table-wrap">
        <table className="admin-grid">
          <thead>
            <tr>
              {headings.map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={group.label}>
                <th scope="row">{group.label}</th>
                {group.values.map((value, index) => (
                  <td key={index}>{format(value)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

type ChartProps = TableWords & { id: string; caption: string; summary: string; groups: Group[]; format: (value: number) => string };

function Figure({ id, caption, summary, children, ...table }: ChartProps & { children: ReactNode; height: number; legend?: ReactNode }) {
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
        </defs>
        {children}
      </svg>
      <FigureTable {...table} />
    </figure>
  );
}

const fillOf = (id: string, series: number) => (series === 0 ? undefined : `url(#${id}-hatch)`);
/** The first series is solid; the second is hatched (its fill, the pattern, is an attribute the stylesheet leaves alone). */
const seriesClass = (series: number) => (series === 0 ? 'chart-solid' : 'chart-hatched');

/** Horizontal bars, one a row, the label above its bar and the value after it. */
export function BarChart(props: ChartProps) {
  const rowHeight = 2.6 * fontSize;
  const height = props.groups.length * rowHeight + 4;
  const max = Math.max(1, ...props.groups.map((group) => group.values[0]));
  const room = width - 4 * fontSize;
  return (
    <Figure {...props} height={height}>
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
              {props.format(group.values[0])}
            </text>
          </g>
        );
      })}
    </Figure>
  );
}

/** Vertical columns per group (side by side per series), the top value and the first and last labels on the axis. */
export function ColumnChart(props: ChartProps & { series: Series[] }) {
  const height = 180;
  const top = fontSize * 1.5;
  const bottom = height - fontSize * 1.8;
  const max = Math.max(1, ...props.groups.flatMap((group) => group.values));
  const slot = width / props.groups.length;
  const barWidth = Math.max(1, (slot * 0.8) / props.series.length);
  const last = props.groups[props.groups.length - 1];
  const legend = props.series.length > 1 && (
    <ul className="chart-legend">
      {props.series.map((series, index) => (
        <li key={series.name}>
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
            <rect width="12" height="12" className={seriesClass(index)} fill={fillOf(props.id, index)} />
          </svg>{' '}
          {series.name}
        </li>
      ))}
    </ul>
  );
  return (
    <Figure {...props} height={height} legend={legend}>
      <line x1="0" x2={width} y1={bottom} y2={bottom} className="chart-axis" />
      <line x1="0" x2={width} y1={top} y2={top} className="chart-grid" />
      <text x="0" y={top - 4} className="chart-text" fontSize={fontSize}>
        {props.format(max)}
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

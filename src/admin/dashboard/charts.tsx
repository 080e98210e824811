import { fontSize, Figure, fillOf, Legend, seriesClass, width, type ChartProps, type Series } from './chart-figure';
import { count, summaryOf } from './section-words';

/** The dashboard's three kinds of chart, SVG drawn on the server with no script, each in its `Figure` (docs/decisions/0039-dashboard.md). */
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

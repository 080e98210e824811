const dayMs = 86_400_000;

/**
 * The median of the days between each pair of instants (ISO, `[from, to]`), the dashboard's one
 * measure of a wait (docs/decisions/0039-dashboard.md): from sending to acceptance, from acceptance
 * to payment. Null when there is none.
 */
export function medianDays(spans: readonly (readonly [string, string])[]): number | null {
  const delays = spans.map(([from, to]) => (Date.parse(to) - Date.parse(from)) / dayMs).sort((a, b) => a - b);
  const middle = Math.floor(delays.length / 2);
  if (!delays.length) return null;
  return delays.length % 2 ? delays[middle] : (delays[middle - 1] + delays[middle]) / 2;
}

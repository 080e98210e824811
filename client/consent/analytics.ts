// First-party measurement, loaded only once the visitor allowed analytics. Every send checks the
// stored choice again, so withdrawing consent stops it at once.
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { analyticsAllowed } from './store';

type PageInfo = { route: string; path: string; lang: string };

const endpoint = '/api/events';
let started = false;

function send(event: object) {
  if (!analyticsAllowed()) return;
  navigator.sendBeacon(endpoint, JSON.stringify(event));
}

/** One page view now, then LCP, INP and CLS when web-vitals reports them (usually as the page is hidden). */
export function startAnalytics(page: PageInfo) {
  if (started) return;
  started = true;
  send({ type: 'pageview', ...page });
  const report = (metric: Metric) => send({ type: 'vital', ...page, name: metric.name, value: metric.value });
  onLCP(report);
  onINP(report);
  onCLS(report);
}

// First-party measurement, loaded only once the visitor allowed analytics. Every send checks the
// stored choice again, so withdrawing consent stops it at once.
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { wizardStages, wizardStepEvent } from '../../src/content/analytics';
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
  followQuoteWizard(page);
}

/**
 * The quote wizard's stages this visit reached, each reported once: the first step when the wizard
 * is on the page, later ones as the wizard announces them (docs/decisions/0034-dashboard.md).
 */
function followQuoteWizard(page: PageInfo) {
  if (!document.querySelector('.quote-wizard')) return;
  let reached = -1;
  const reach = (index: number) => {
    for (let stage = reached + 1; stage <= Math.min(index, wizardStages.length - 1); stage++) send({ type: 'wizard', ...page, stage: wizardStages[stage] });
    reached = Math.max(reached, index);
  };
  reach(0);
  document.addEventListener(wizardStepEvent, (event) => reach(Number((event as CustomEvent<number>).detail)));
}

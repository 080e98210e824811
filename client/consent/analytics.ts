// First-party measurement, loaded only once the visitor allowed analytics. Every send checks the
// stored choice again, so withdrawing consent stops it at once.
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { wizardReachedKey, wizardStages, wizardStepEvent } from '../../src/business/measurement';
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
 * is on the page, later ones (and those passed on the way) as the wizard announces them. The visit
 * is the tab's session: a reload that resumes the wizard does not count its steps again, and a sent
 * request starts a new one (docs/decisions/0039-dashboard.md).
 */
function followQuoteWizard(page: PageInfo) {
  if (!document.querySelector('.quote-wizard')) return;
  let reached = storedStage();
  const reach = (index: number) => {
    const last = Math.min(index, wizardStages.length - 1);
    for (let stage = reached + 1; stage <= last; stage++) send({ type: 'wizard', ...page, stage: wizardStages[stage] });
    reached = Math.max(reached, last);
    storeStage(last === wizardStages.length - 1 ? null : reached);
  };
  reach(0);
  document.addEventListener(wizardStepEvent, (event) => reach(Number((event as CustomEvent<number>).detail)));
}

function storedStage(): number {
  try {
    const stage = Number(sessionStorage.getItem(wizardReachedKey) ?? -1);
    return Number.isInteger(stage) ? stage : -1;
  } catch {
    return -1;
  }
}

function storeStage(stage: number | null) {
  try {
    if (stage === null) sessionStorage.removeItem(wizardReachedKey);
    else sessionStorage.setItem(wizardReachedKey, String(stage));
  } catch {
    /* storage unavailable: each page load is a visit */
  }
}

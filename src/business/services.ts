import type { Range } from './format';
import { plans } from './pricing';

/** The six services. Words live in locales/<lang>/services.json under the same ids. */
export const serviceIds = ['conception-web', 'logiciels-sur-mesure', 'automatisation', 'maintenance', 'publicite-numerique', 'mobile'] as const;

export type ServiceId = (typeof serviceIds)[number];

export function isServiceId(value: string): value is ServiceId {
  return (serviceIds as readonly string[]).includes(value);
}

/** How a price is charged: once per project, or every month. */
export type Billing = 'project' | 'month';

export type ServiceFacts = {
  /** Indicative starting price in CAD, taxes included. */
  from: number;
  billing: Billing;
  /** A span of time, or `ongoing` for recurring services. */
  duration: Range | 'ongoing' | 'ongoingCampaigns';
  icon: string;
  /** Sold as the monthly plans of the pricing page: its price is the first plan's, and it links there. */
  soldAsPlans?: true;
};

/** How long a showcase site takes: the web-design service, and the process page's simple project. */
export const showcaseSiteDuration: Range = { min: 4, max: 8, unit: 'week' };

/**
 * How long a business application takes: the custom-software service, the process page's medium
 * project, and the sum of the process page's four phases, which describe that project.
 */
export const businessApplicationDuration: Range = { min: 8, max: 16, unit: 'week' };

export const serviceFacts: Record<ServiceId, ServiceFacts> = {
  'conception-web': { from: 2500, billing: 'project', duration: showcaseSiteDuration, icon: 'web' },
  'logiciels-sur-mesure': { from: 5000, billing: 'project', duration: businessApplicationDuration, icon: 'code' },
  automatisation: { from: 1500, billing: 'project', duration: { min: 2, max: 6, unit: 'week' }, icon: 'bolt' },
  maintenance: { from: plans[0].price, billing: 'month', duration: 'ongoing', icon: 'shield', soldAsPlans: true },
  'publicite-numerique': { from: 800, billing: 'month', duration: 'ongoingCampaigns', icon: 'megaphone' },
  mobile: { from: 8000, billing: 'project', duration: { min: 12, max: 20, unit: 'week' }, icon: 'phone' },
};

/** The three services featured on the home page. */
export const homeServiceIds: ServiceId[] = ['conception-web', 'automatisation', 'logiciels-sur-mesure'];

import type { Range } from './format';

/** The six services. Words live in locales/<lang>/services.json under the same ids. */
export const serviceIds = [
  'conception-web',
  'logiciels-sur-mesure',
  'automatisation',
  'maintenance',
  'publicite-numerique',
  'mobile',
] as const;

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
  /** Included features shown in the grid (texts in services.json `items.<id>.features`). */
  features: number;
};

export const serviceFacts: Record<ServiceId, ServiceFacts> = {
  'conception-web': { from: 2500, billing: 'project', duration: { min: 4, max: 8, unit: 'week' }, icon: 'web', features: 6 },
  'logiciels-sur-mesure': { from: 5000, billing: 'project', duration: { min: 8, max: 16, unit: 'week' }, icon: 'code', features: 6 },
  automatisation: { from: 1500, billing: 'project', duration: { min: 2, max: 6, unit: 'week' }, icon: 'bolt', features: 6 },
  maintenance: { from: 200, billing: 'month', duration: 'ongoing', icon: 'shield', features: 6 },
  'publicite-numerique': { from: 800, billing: 'month', duration: 'ongoingCampaigns', icon: 'megaphone', features: 6 },
  mobile: { from: 8000, billing: 'project', duration: { min: 12, max: 20, unit: 'week' }, icon: 'phone', features: 6 },
};

/** Every service detail page shows a five-step process. */
export const serviceProcessSteps = 5;

/** The three services featured on the home page. */
export const homeServiceIds: ServiceId[] = ['conception-web', 'automatisation', 'logiciels-sur-mesure'];

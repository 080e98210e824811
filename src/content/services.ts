/** The six services of SPEC.md §3 and §9. Words live in locales/<lang>/services.json under the same ids. */
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

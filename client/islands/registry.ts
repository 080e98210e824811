import type { IslandName } from '../../src/content/islands';

export type { IslandName };

/** Every island by name; the client loads an island's chunk through this table only when it is needed. */
export const islandLoaders = {
  BackButton: () => import('./BackButton'),
  ContactForm: () => import('../forms/ContactForm'),
  QuoteWizard: () => import('../forms/QuoteWizard'),
  QuebecMap: () => import('../map/QuebecMap'),
} satisfies Record<IslandName, () => Promise<unknown>>;

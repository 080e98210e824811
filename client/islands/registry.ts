/** Every island by name; the client loads an island's chunk through this table only when it is needed. */
export const islandLoaders = {
  BackButton: () => import('./BackButton'),
  ContactForm: () => import('../forms/ContactForm'),
  QuoteWizard: () => import('../forms/QuoteWizard'),
  QuebecMap: () => import('../map/QuebecMap'),
};

export type IslandName = keyof typeof islandLoaders;

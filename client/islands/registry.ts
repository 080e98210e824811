/** Every island by name; the client loads an island's chunk through this table only when it is needed. */
export const islandLoaders = {
  SiteHeader: () => import('./SiteHeader'),
  BackButton: () => import('./BackButton'),
  Toaster: () => import('./Toaster'),
  ContactForm: () => import('./ContactForm'),
  QuoteWizard: () => import('./QuoteWizard'),
  QuebecMap: () => import('./QuebecMap'),
  ToastLink: () => import('./ToastLink'),
  ApplyButton: () => import('./ApplyButton'),
};

export type IslandName = keyof typeof islandLoaders;

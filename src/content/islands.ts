/**
 * Every island's name: the server marks an island with it (src/render/Island.tsx) and
 * client/islands/registry.ts holds one loader per name, checked against this list both ways.
 */
export const islandNames = ['BackButton', 'ContactForm', 'QuoteWizard', 'QuebecMap'] as const;

export type IslandName = (typeof islandNames)[number];

import { companyFacts } from './company-facts';
import type { City } from './map';

/** The company sits at its own address; the other markers are the main cities of Québec. */
export const cities: City[] = [
  { id: 'montreal', name: 'Montréal', position: [companyFacts.address.geo.lat, companyFacts.address.geo.lng], type: 'headquarters', population: 1_780_000 },
  { id: 'quebec', name: 'Québec', position: [46.8139, -71.208], type: 'capital', population: 540_000 },
  { id: 'gatineau', name: 'Gatineau', position: [45.4765, -75.7013], type: 'city', population: 280_000 },
  { id: 'sherbrooke', name: 'Sherbrooke', position: [45.4042, -71.8929], type: 'city', population: 165_000 },
  { id: 'trois-rivieres', name: 'Trois-Rivières', position: [46.3432, -72.5477], type: 'city', population: 135_000 },
];

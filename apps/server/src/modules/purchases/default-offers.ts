import type { TCreditBundlesBody, TModuleOffersBody } from '@eform/core/api';

/**
 * What is on sale on a new installation (seeded once, editable by admins through
 * PUT /api/admin/credit-bundles and /api/admin/module-offers). Prices in cents, excluding VAT.
 */
export const DEFAULT_CREDIT_BUNDLES: TCreditBundlesBody = [
  { name: 'Starter', price: 2500, credits: 100 },
  { name: 'Basis', price: 10000, credits: 500 },
  { name: 'Plus', price: 17500, credits: 1000 },
  { name: 'Professional', price: 75000, credits: 5000 },
];

export const DEFAULT_MODULE_OFFERS: TModuleOffersBody = [
  {
    name: 'word',
    label: 'Word',
    description: 'Word-bijlagen bij e-mails, gevuld met de antwoorden van de registratie.',
    price: 15000,
    type: 'module',
    modules: ['word'],
  },
  {
    name: 'map_element',
    label: 'Kaart',
    description: 'Kaartvelden in formulieren met objecten uit uw databronnen.',
    price: 25000,
    type: 'module',
    modules: ['map_element'],
  },
  {
    name: 'location',
    label: 'Locatie',
    description: 'Locatievelden: de invuller legt een plek op de kaart vast.',
    price: 15000,
    type: 'module',
    modules: ['location'],
  },
  {
    name: 'tracking',
    label: 'Tracking',
    description: 'Routes vastleggen tijdens het invullen en op een kaart bekijken.',
    price: 20000,
    type: 'module',
    modules: ['tracking'],
  },
  {
    name: 'maps_package',
    label: 'Kaartenpakket',
    description: 'Kaart, locatie en tracking samen, voordeliger dan los.',
    price: 45000,
    type: 'package',
    modules: ['map_element', 'location', 'tracking'],
  },
];

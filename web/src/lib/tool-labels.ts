import type { POWER_SOURCES, TOOL_CATEGORIES } from '@store/contract/constants';

export type ToolCategoryName = (typeof TOOL_CATEGORIES)[number];
export type PowerSourceName = (typeof POWER_SOURCES)[number];

/** How the store names each category (catalog filters, product page, admin forms). */
export const CATEGORY_LABELS: Record<ToolCategoryName, string> = {
  'drills-drivers': 'Drills & drivers',
  grinders: 'Grinders',
  saws: 'Saws',
  sanders: 'Sanders',
  'hammers-demolition': 'Hammers & demolition',
  'batteries-chargers': 'Batteries & chargers',
  measuring: 'Measuring',
  accessories: 'Accessories',
};

/** How the store names each power source. */
export const POWER_SOURCE_LABELS: Record<PowerSourceName, string> = {
  corded: 'Corded',
  battery: 'Battery',
  pneumatic: 'Pneumatic',
  manual: 'Manual',
};

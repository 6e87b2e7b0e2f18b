import type { POWER_SOURCES, TOOL_CATEGORIES } from '@store/contract/constants';
import { useMemo } from 'react';
import { useIntl } from './i18n/intl';
import type { MessageId } from './i18n/message-id';

export type ToolCategoryName = (typeof TOOL_CATEGORIES)[number];
export type PowerSourceName = (typeof POWER_SOURCES)[number];

/** How the store names each category (catalog filters, product page, admin forms): messages of the catalogs. */
const CATEGORY_MESSAGES: Record<ToolCategoryName, MessageId> = {
  'drills-drivers': 'category.drillsDrivers',
  grinders: 'category.grinders',
  saws: 'category.saws',
  sanders: 'category.sanders',
  'hammers-demolition': 'category.hammersDemolition',
  'batteries-chargers': 'category.batteriesChargers',
  measuring: 'category.measuring',
  accessories: 'category.accessories',
};

/** How the store names each power source. */
const POWER_SOURCE_MESSAGES: Record<PowerSourceName, MessageId> = {
  corded: 'powerSource.corded',
  battery: 'powerSource.battery',
  pneumatic: 'powerSource.pneumatic',
  manual: 'powerSource.manual',
};

export interface ToolLabels {
  categories: Record<ToolCategoryName, string>;
  powerSources: Record<PowerSourceName, string>;
}

/** The names of the categories and power sources in the page's language. */
export function useToolLabels(): ToolLabels {
  const { formatMessage } = useIntl();
  return useMemo(() => {
    const named = <K extends string>(messages: Record<K, MessageId>) =>
      Object.fromEntries(Object.entries<MessageId>(messages).map(([key, id]) => [key, formatMessage({ id })])) as Record<K, string>;
    return { categories: named(CATEGORY_MESSAGES), powerSources: named(POWER_SOURCE_MESSAGES) };
  }, [formatMessage]);
}

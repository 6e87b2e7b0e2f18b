import type { POWER_SOURCES, TOOL_CATEGORIES } from '@store/contract/constants';
import type { Locale } from '@store/contract/locale';
import type { ToolI18n } from '@store/contract/tool';
import { useMemo } from 'react';
import { useIntl } from '../../lib/i18n/intl';
import { useLocale } from '../../lib/i18n/locale-path';
import type { MessageId } from '../../lib/i18n/message-id';

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

/** A tool's name and description as a page shows them, with the language each is written in. */
export interface ToolText {
  name: string;
  description: string;
  /** "en" where a page in another language shows the English name for want of a translation: its lang attribute. */
  nameLang?: 'en';
  descriptionLang?: 'en';
}

interface TextOfTool {
  name: string;
  description?: string;
  i18n?: ToolI18n;
}

/**
 * The name and description in the page's language: the ones an administrator wrote in it, or else the English,
 * marked as English so that screen readers and search engines read it as such.
 */
export function toolText(tool: TextOfTool, locale: Locale): ToolText {
  const translated = locale === 'en' ? undefined : tool.i18n?.[locale];
  const fallback = locale === 'en' ? undefined : ('en' as const);
  return {
    name: translated?.name ?? tool.name,
    description: translated?.description ?? tool.description ?? '',
    ...(!translated?.name && fallback && { nameLang: fallback }),
    ...(!translated?.description && fallback && { descriptionLang: fallback }),
  };
}

/** toolText in the page's language. */
export const useToolText = (tool: TextOfTool): ToolText => toolText(tool, useLocale());

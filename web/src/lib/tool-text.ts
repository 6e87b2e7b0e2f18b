import type { Locale } from '@store/contract/locale';
import type { ToolI18n } from '@store/contract/tool';
import { useLocale } from './i18n/locale-path';

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

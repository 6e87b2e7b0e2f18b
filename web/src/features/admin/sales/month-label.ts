import { INTL_LOCALE } from '@store/contract/locale';
import { useIntl } from '../../../lib/i18n/intl';

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** "2026-08" -> "Aug 2026" in the language `tag` ("আগস্ট, ২০২৬" in Bangla). */
export function monthLabel(month: string, tag: string = INTL_LOCALE.en): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  let format = monthFormats.get(tag);
  if (!format) monthFormats.set(tag, (format = new Intl.DateTimeFormat(tag, { month: 'short', year: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/** monthLabel in the page's language. */
export function useMonthLabel(): (month: string) => string {
  const { locale } = useIntl();
  return (month) => monthLabel(month, locale);
}

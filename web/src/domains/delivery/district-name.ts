import { DISTRICTS } from '@store/contract/districts';
import { useLocale } from '../../lib/i18n/locale-path';

/** A district's name in the page's language ("Chattogram", "চট্টগ্রাম"), from its id; an id it does not know as it is. */
export function useDistrictName(): (district: string) => string {
  const locale = useLocale();
  return (district) => {
    const entry = DISTRICTS.find(({ id }) => id === district);
    if (!entry) return district;
    return locale === 'bn' ? entry.nameBn : entry.name;
  };
}

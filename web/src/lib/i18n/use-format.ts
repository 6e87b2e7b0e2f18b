import { formattersFor, type Formatters } from '@store/contract/format';
import { site } from '../../config/site';
import { useLocale } from './locale-path';

/** Amounts in the store's currency, counts and days, as the page's language writes them. */
export const useFormat = (): Formatters => formattersFor(useLocale(), site.currency);

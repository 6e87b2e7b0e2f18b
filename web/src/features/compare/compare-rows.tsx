import Box from '@mui/material/Box';
import type { CompareRow } from '@store/contract/search';
import type { ToolDetail } from '@store/contract/tool';
import type { ReactNode } from 'react';
import { useIntl } from '../../lib/i18n/intl';
import { useFormat } from '../../lib/i18n/use-format';
import { useToolLabels } from '../../domains/tools/tool-labels';

export interface RowSpec {
  label: string;
  value: (tool: ToolDetail) => ReactNode;
}

/**
 * The comparison's rows, in the contract's order (COMPARE_ROWS, which compare-page.test.tsx checks this against):
 * what each is called and how a tool's value reads, in the page's language. A value a tool does not have says so.
 */
export function useCompareRows(): Record<CompareRow, RowSpec> {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const { categories, powerSources } = useToolLabels();
  const notStated = formatMessage({ id: 'compare.notStated' });
  const spec = (label: string, value: (tool: ToolDetail) => string | undefined): RowSpec => ({ label, value: (tool) => value(tool) ?? notStated });
  const measured = <K extends keyof ToolDetail['specs']>(key: K, unit: (value: number) => string) => (tool: ToolDetail) => {
    const value = tool.specs[key];
    return value === undefined ? undefined : unit(value);
  };
  return {
    price: { label: formatMessage({ id: 'compare.price' }), value: (tool) => format.money(tool.price) },
    priceTiers: {
      label: formatMessage({ id: 'product.volumePrices' }),
      value: (tool) =>
        tool.priceTiers.length === 0 ? (
          formatMessage({ id: 'compare.noVolumePrices' })
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {tool.priceTiers.map((tier) => (
              <li key={tier.minQuantity}>{formatMessage({ id: 'compare.volumePrice' }, { quantity: format.count(tier.minQuantity), price: format.money(tier.unitPrice) })}</li>
            ))}
          </Box>
        ),
    },
    minimum: { label: formatMessage({ id: 'product.minimumOrder' }), value: (tool) => format.count(tool.minimum) },
    available: {
      label: formatMessage({ id: 'product.availableUnits' }),
      value: (tool) => (tool.available > 0 ? format.count(tool.available) : formatMessage({ id: 'product.outOfStock' })),
    },
    rating: {
      label: formatMessage({ id: 'compare.rating' }),
      value: (tool) =>
        tool.ratingAverage !== null && tool.ratingCount > 0
          ? formatMessage({ id: 'product.ratingOf5' }, { average: tool.ratingAverage, count: tool.ratingCount })
          : formatMessage({ id: 'product.noReviews' }),
    },
    'specs.voltage': spec(formatMessage({ id: 'product.voltage' }), measured('voltage', (volts) => formatMessage({ id: 'product.voltageValue' }, { volts }))),
    'specs.powerW': spec(formatMessage({ id: 'product.power' }), measured('powerW', (watts) => formatMessage({ id: 'product.powerValue' }, { watts }))),
    'specs.weightKg': spec(formatMessage({ id: 'product.weight' }), measured('weightKg', (kg) => formatMessage({ id: 'product.weightValue' }, { kg }))),
    'specs.warrantyMonths': spec(
      formatMessage({ id: 'product.warranty' }),
      measured('warrantyMonths', (months) => formatMessage({ id: 'product.warrantyValue' }, { months })),
    ),
    category: spec(formatMessage({ id: 'product.category' }), (tool) => (tool.category ? categories[tool.category] : undefined)),
    powerSource: spec(formatMessage({ id: 'product.powerSource' }), (tool) => (tool.powerSource ? powerSources[tool.powerSource] : undefined)),
  };
}

import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { POWER_SOURCES, SEARCH_MAX, TOOL_CATEGORIES } from '@store/contract/constants';
import type { FacetCounts, PowerSource, ToolCategory } from '@store/contract/tool';
import { startTransition, useOptimistic, type ChangeEvent } from 'react';
import { OutlinedField, outlinedControlSx } from '../../components/outlined-field';
import { useIntl } from '../../lib/i18n/intl';
import type { MessageId } from '../../lib/i18n/message-id';
import { useFormat } from '../../lib/i18n/use-format';
import { useToolLabels } from '../../domains/tools/tool-labels';
import { SORT_LABELS, sortsFor, type CatalogSort } from './catalog-params';
import type { PriceFields } from './use-price-fields';

export interface CatalogFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  /** The search the list shows (the URL's), which decides whether relevance is an order to offer. */
  searched: string;
  category?: ToolCategory;
  onCategoryChange: (category: ToolCategory | undefined) => void;
  powerSource?: PowerSource;
  onPowerSourceChange: (powerSource: PowerSource | undefined) => void;
  sort: CatalogSort;
  onSortChange: (sort: CatalogSort) => void;
  inStock: boolean;
  onInStockChange: (inStock: boolean) => void;
  price: PriceFields;
  /** How many tools each category and power source would list, the other filters kept; absent while loading. */
  facets?: FacetCounts;
}

/** A native checkbox drawn as a switch (MUI's Switch, without its machinery): a track, and a knob that slides over when on. */
const switchSx = {
  appearance: 'none',
  m: 0,
  width: 40,
  height: 22,
  flexShrink: 0,
  borderRadius: 11,
  bgcolor: 'grey.500',
  position: 'relative',
  cursor: 'pointer',
  transition: 'background-color 150ms',
  '&::after': {
    content: '""',
    position: 'absolute',
    top: 3,
    left: 3,
    width: 16,
    height: 16,
    borderRadius: '50%',
    bgcolor: 'common.white',
    transition: 'transform 150ms',
  },
  '&:checked': { bgcolor: 'secondary.dark' },
  '&:checked::after': { transform: 'translateX(18px)' },
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

interface Option {
  value: string;
  label: string;
}

/** "Any" is the empty value: the filter is off. */
const ANY = '';

/** The options of the three menus, in the page's language, each filter's with how many tools it would list. */
function useFilterOptions(searched: string, facets: FacetCounts | undefined) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const { categories, powerSources } = useToolLabels();
  const counted = <K extends string>(values: readonly K[], labels: Record<K, string>, counts: Record<K, number> | undefined, any: MessageId): Option[] => [
    { value: ANY, label: formatMessage({ id: any }) },
    ...values.map((value) => ({
      value,
      label: counts ? formatMessage({ id: 'catalog.optionCount' }, { label: labels[value], count: format.count(counts[value] ?? 0) }) : labels[value],
    })),
  ];
  return {
    sortOptions: sortsFor(searched).map((sort) => ({ value: sort, label: formatMessage({ id: SORT_LABELS[sort] }) })),
    categoryOptions: counted(TOOL_CATEGORIES, categories, facets?.category, 'catalog.allCategories'),
    powerSourceOptions: counted(POWER_SOURCES, powerSources, facets?.powerSource, 'catalog.anyPowerSource'),
  };
}

/** A native select in the outlined frame: light, and the phone's own picker on small screens. */
function SelectField({ id, label, value, onChange, options }: { id: string; label: string; value: string; onChange: (value: string) => void; options: Option[] }) {
  return (
    <OutlinedField
      htmlFor={id}
      label={label}
      end={<ArrowDropDown sx={{ position: 'absolute', right: 8, pointerEvents: 'none' }} />}
      sx={{ minWidth: { md: 190 } }}
    >
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        sx={{ ...outlinedControlSx, appearance: 'none', cursor: 'pointer', pr: 3 }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
    </OutlinedField>
  );
}

/** A filter that may be unset: its first option, "Any", stands for no value. */
function OptionalSelectField<T extends string>(props: { id: string; label: string; value: T | undefined; onChange: (value: T | undefined) => void; options: Option[] }) {
  const { value, onChange, ...field } = props;
  return <SelectField {...field} value={value ?? ANY} onChange={(chosen) => onChange((chosen || undefined) as T | undefined)} />;
}

/** The search box: a magnifier, the text, and a labelled button that clears it. */
function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { formatMessage } = useIntl();
  return (
    <OutlinedField
      htmlFor="catalog-search"
      label={formatMessage({ id: 'catalog.searchLabel' })}
      start={<SearchIcon />}
      end={
        value ? (
          <IconButton aria-label={formatMessage({ id: 'search.clear' })} edge="end" onClick={() => onChange('')}>
            <ClearIcon />
          </IconButton>
        ) : undefined
      }
      sx={{ flex: 1, minWidth: { md: 240 } }}
    >
      <Box
        component="input"
        id="catalog-search"
        type="search"
        value={value}
        maxLength={SEARCH_MAX}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        // Chromium and Safari draw their own clear button in a search field, beside ours (which is labelled).
        sx={{ ...outlinedControlSx, '&::-webkit-search-cancel-button': { WebkitAppearance: 'none', appearance: 'none' } }}
      />
    </OutlinedField>
  );
}

/** The lowest and highest price, in taka, each saying what is wrong with it until it is a price. */
function PriceRangeFields({ price }: { price: PriceFields }) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const field = (end: 'min' | 'max') => {
    const id = `catalog-${end}-price`;
    const error = price.errors[end];
    return (
      <OutlinedField
        htmlFor={id}
        label={formatMessage({ id: end === 'min' ? 'catalog.minPrice' : 'catalog.maxPrice' })}
        helperText={error ? formatMessage({ id: error }, { example: format.count(1500), max: format.money(price.max) }) : ''}
        error={!!error}
        sx={{ flex: 1, width: { md: 150 } }}
      >
        <Box
          component="input"
          id={id}
          inputMode="numeric"
          autoComplete="off"
          value={price.texts[end]}
          onChange={(event: ChangeEvent<HTMLInputElement>) => price.onChange(end, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-helper`}
          sx={outlinedControlSx}
        />
      </OutlinedField>
    );
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      {field('min')}
      {field('max')}
    </Box>
  );
}

export function CatalogFilters(props: CatalogFiltersProps) {
  const { search, onSearchChange, searched, category, onCategoryChange, powerSource, onPowerSourceChange, sort, onSortChange, inStock, onInStockChange, price, facets } =
    props;
  const [shownInStock, showInStock] = useOptimistic(inStock);
  const { formatMessage } = useIntl();
  const { sortOptions, categoryOptions, powerSourceOptions } = useFilterOptions(searched, facets);
  return (
    <Box
      component="form"
      role="search"
      aria-label={formatMessage({ id: 'catalog.filters' })}
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, flexWrap: { md: 'wrap' }, gap: 2, alignItems: { md: 'flex-start' }, mb: 3 }}
    >
      <SearchBox value={search} onChange={onSearchChange} />
      <OptionalSelectField id="catalog-category" label={formatMessage({ id: 'catalog.category' })} value={category} onChange={onCategoryChange} options={categoryOptions} />
      <OptionalSelectField id="catalog-power" label={formatMessage({ id: 'catalog.powerSource' })} value={powerSource} onChange={onPowerSourceChange} options={powerSourceOptions} />
      <SelectField id="catalog-sort" label={formatMessage({ id: 'catalog.sortBy' })} value={sort} onChange={(value) => onSortChange(value as CatalogSort)} options={sortOptions} />
      <PriceRangeFields price={price} />
      <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, minHeight: 56, whiteSpace: 'nowrap', cursor: 'pointer' }}>
        <Box
          component="input"
          type="checkbox"
          role="switch"
          checked={shownInStock}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const on = event.target.checked;
            // The catalog follows the URL, which the router changes in a transition: the switch shows the click at once.
            startTransition(() => {
              showInStock(on);
              onInStockChange(on);
            });
          }}
          sx={switchSx}
        />
        {formatMessage({ id: 'catalog.inStockOnly' })}
      </Box>
    </Box>
  );
}

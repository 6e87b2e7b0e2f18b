import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';
import { POWER_SOURCES, SEARCH_MAX, TOOL_CATEGORIES, TOOL_SORTS } from '@store/contract/constants';
import type { PowerSource, ToolCategory, ToolSort } from '@store/contract/tool';
import { startTransition, useOptimistic, type ChangeEvent, type ReactNode, type SelectHTMLAttributes } from 'react';
import { SearchField } from '../../components/search-field';
import { useIntl } from '../../lib/i18n/intl';
import { useToolLabels } from '../../lib/tool-labels';
import { SORT_LABELS } from './catalog-params';

export interface CatalogFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  category?: ToolCategory;
  onCategoryChange: (category: ToolCategory | undefined) => void;
  powerSource?: PowerSource;
  onPowerSourceChange: (powerSource: PowerSource | undefined) => void;
  sort: ToolSort;
  onSortChange: (sort: ToolSort) => void;
  inStock: boolean;
  onInStockChange: (inStock: boolean) => void;
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

/** The outlined input's element, a native <select> (what NativeSelect does, without its own Input). */
const SelectElement = (props: InputBaseComponentProps) => <select {...(props as SelectHTMLAttributes<HTMLSelectElement>)} />;

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));

/** "Any" is the empty value: the filter is off. */
const ANY = '';

/** The options of the three menus, in the page's language. */
function useFilterOptions() {
  const { formatMessage } = useIntl();
  const { categories, powerSources } = useToolLabels();
  const sortNames = Object.fromEntries(TOOL_SORTS.map((sort) => [sort, formatMessage({ id: SORT_LABELS[sort] })])) as Record<ToolSort, string>;
  return {
    sortOptions: optionsOf(TOOL_SORTS, sortNames),
    categoryOptions: [
      <option key={ANY} value={ANY}>
        {formatMessage({ id: 'catalog.allCategories' })}
      </option>,
      ...optionsOf(TOOL_CATEGORIES, categories),
    ],
    powerSourceOptions: [
      <option key={ANY} value={ANY}>
        {formatMessage({ id: 'catalog.anyPowerSource' })}
      </option>,
      ...optionsOf(POWER_SOURCES, powerSources),
    ],
  };
}

/** A native select inside the outlined frame: light, and the phone's own picker on small screens. */
/** A filter that may be unset: its first option, "Any", stands for no value. */
function OptionalSelectField<T extends string>(props: {
  id: string;
  label: string;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  options: ReactNode[];
}) {
  const { value, onChange, ...field } = props;
  return <SelectField {...field} value={value ?? ANY} onChange={(chosen) => onChange((chosen || undefined) as T | undefined)} />;
}

function SelectField(props: { id: string; label: string; value: string; onChange: (value: string) => void; options: ReactNode[] }) {
  const { id, label, value, onChange, options } = props;
  return (
    <FormControl sx={{ minWidth: { md: 190 } }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputComponent={SelectElement}
        inputProps={{ children: options }}
        endAdornment={<ArrowDropDown sx={{ position: 'absolute', right: 8, pointerEvents: 'none', color: 'action.active' }} />}
        sx={{ '& select': { appearance: 'none', cursor: 'pointer', pr: 4 } }}
      />
    </FormControl>
  );
}

export function CatalogFilters(props: CatalogFiltersProps) {
  const { search, onSearchChange, category, onCategoryChange, powerSource, onPowerSourceChange, sort, onSortChange, inStock, onInStockChange } =
    props;
  const [shownInStock, showInStock] = useOptimistic(inStock);
  const { formatMessage } = useIntl();
  const { sortOptions, categoryOptions, powerSourceOptions } = useFilterOptions();
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, flexWrap: { md: 'wrap' }, gap: 2, alignItems: { md: 'center' }, mb: 3 }}
    >
      <SearchField
        label={formatMessage({ id: 'catalog.searchLabel' })}
        value={search}
        onChange={onSearchChange}
        maxLength={SEARCH_MAX}
        sx={{ flex: 1, minWidth: { md: 240 } }}
      />
      <OptionalSelectField id="catalog-category" label={formatMessage({ id: 'catalog.category' })} value={category} onChange={onCategoryChange} options={categoryOptions} />
      <OptionalSelectField id="catalog-power" label={formatMessage({ id: 'catalog.powerSource' })} value={powerSource} onChange={onPowerSourceChange} options={powerSourceOptions} />
      <SelectField id="catalog-sort" label={formatMessage({ id: 'catalog.sortBy' })} value={sort} onChange={(value) => onSortChange(value as ToolSort)} options={sortOptions} />
      <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, whiteSpace: 'nowrap', cursor: 'pointer' }}>
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

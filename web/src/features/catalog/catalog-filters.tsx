import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { SEARCH_MAX, TOOL_SORTS } from '@store/contract/constants';
import type { ToolSort } from '@store/contract/tool';
import { TextInput } from '../../components/text-input';
import { SORT_LABELS } from './catalog-params';

export interface CatalogFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  sort: ToolSort;
  onSortChange: (sort: ToolSort) => void;
  inStock: boolean;
  onInStockChange: (inStock: boolean) => void;
}

export function CatalogFilters(props: CatalogFiltersProps) {
  const { search, onSearchChange, sort, onSortChange, inStock, onInStockChange } = props;
  return (
    <Stack
      component="form"
      role="search"
      onSubmit={(event) => event.preventDefault()}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'center' }, mb: 3 }}
    >
      <TextInput
        label="Search tools by name"
        type="search"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        margin="none"
        // Chromium and Safari draw their own clear button in a search field, beside ours (which is labelled).
        sx={{ flex: 1, '& input::-webkit-search-cancel-button': { WebkitAppearance: 'none', appearance: 'none' } }}
        inputProps={{ maxLength: SEARCH_MAX }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon />
          </InputAdornment>
        }
        endAdornment={
          search ? (
            <InputAdornment position="end">
              <IconButton aria-label="Clear search" edge="end" onClick={() => onSearchChange('')}>
                <ClearIcon />
              </IconButton>
            </InputAdornment>
          ) : undefined
        }
      />
      {/* A native select: light, and the phone's own picker on small screens. */}
      <FormControl sx={{ minWidth: 220 }}>
        <InputLabel htmlFor="catalog-sort" shrink>
          Sort by
        </InputLabel>
        <NativeSelect
          id="catalog-sort"
          value={sort}
          onChange={(event) => onSortChange(event.target.value as ToolSort)}
          input={<OutlinedInput label="Sort by" notched />}
        >
          {TOOL_SORTS.map((option) => (
            <option key={option} value={option}>
              {SORT_LABELS[option]}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
      <FormControlLabel
        control={<Switch checked={inStock} onChange={(event) => onInStockChange(event.target.checked)} color="secondary" />}
        label="In stock only"
        sx={{ whiteSpace: 'nowrap' }}
      />
    </Stack>
  );
}

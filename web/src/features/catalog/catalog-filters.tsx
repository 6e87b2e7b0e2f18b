import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';
import { SEARCH_MAX, TOOL_SORTS } from '@store/contract/constants';
import type { ToolSort } from '@store/contract/tool';
import type { ChangeEvent, SelectHTMLAttributes } from 'react';
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

const sortOptions = TOOL_SORTS.map((option) => (
  <option key={option} value={option}>
    {SORT_LABELS[option]}
  </option>
));

export function CatalogFilters(props: CatalogFiltersProps) {
  const { search, onSearchChange, sort, onSortChange, inStock, onInStockChange } = props;
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: { md: 'center' }, mb: 3 }}
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
      <FormControl sx={{ minWidth: 220 }}>
        <InputLabel htmlFor="catalog-sort" shrink>
          Sort by
        </InputLabel>
        {/* A native select inside the outlined frame: light, and the phone's own picker on small screens. */}
        <OutlinedInput
          id="catalog-sort"
          label="Sort by"
          notched
          value={sort}
          onChange={(event) => onSortChange(event.target.value as ToolSort)}
          inputComponent={SelectElement}
          inputProps={{ children: sortOptions }}
          endAdornment={<ArrowDropDown sx={{ position: 'absolute', right: 8, pointerEvents: 'none', color: 'action.active' }} />}
          sx={{ '& select': { appearance: 'none', cursor: 'pointer', pr: 4 } }}
        />
      </FormControl>
      <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, whiteSpace: 'nowrap', cursor: 'pointer' }}>
        <Box
          component="input"
          type="checkbox"
          role="switch"
          checked={inStock}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onInStockChange(event.target.checked)}
          sx={switchSx}
        />
        In stock only
      </Box>
    </Box>
  );
}

import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { TextInput, type TextInputProps } from './text-input';

export interface SearchInputProps extends Omit<TextInputProps, 'type' | 'value' | 'onChange' | 'startAdornment' | 'endAdornment'> {
  value: string;
  onChange: (value: string) => void;
}

/** A search field with a search icon and, once something is typed, a labelled "Clear search" button. */
export function SearchInput({ value, onChange, sx, ...input }: SearchInputProps) {
  return (
    <TextInput
      {...input}
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      // Chromium and Safari draw their own clear button in a search field, beside ours (which is labelled).
      sx={[{ '& input::-webkit-search-cancel-button': { WebkitAppearance: 'none', appearance: 'none' } }, ...(Array.isArray(sx) ? sx : [sx])]}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon />
        </InputAdornment>
      }
      endAdornment={
        value ? (
          <InputAdornment position="end">
            <IconButton aria-label="Clear search" edge="end" onClick={() => onChange('')}>
              <ClearIcon />
            </IconButton>
          </InputAdornment>
        ) : undefined
      }
    />
  );
}

import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { TextInput } from './text-input';

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  helperText?: ReactNode;
  error?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/** A search box: a magnifier, the text, and a labelled button that clears it. */
export function SearchField({ label, value, onChange, maxLength, helperText, error, size, sx }: SearchFieldProps) {
  return (
    <TextInput
      label={label}
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      margin="none"
      helperText={helperText}
      error={error}
      size={size}
      // Chromium and Safari draw their own clear button in a search field, beside ours (which is labelled).
      sx={[{ '& input::-webkit-search-cancel-button': { WebkitAppearance: 'none', appearance: 'none' } }, ...(Array.isArray(sx) ? sx : [sx])]}
      inputProps={{ maxLength }}
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

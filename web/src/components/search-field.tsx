import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useIntl } from '../lib/i18n/intl';
import { TextInput, type TextInputProps } from './text-input';

export interface SearchFieldProps extends Omit<TextInputProps, 'type' | 'value' | 'onChange' | 'startAdornment' | 'endAdornment' | 'inputProps'> {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** Lets a phone's keyboard start in capitals (a SKU), for example. */
  autoCapitalize?: string;
}

/** A search box: a magnifier, the text, and a labelled button that clears it. */
export function SearchField({ value, onChange, maxLength, autoCapitalize, sx, margin = 'none', ...input }: SearchFieldProps) {
  const { formatMessage } = useIntl();
  return (
    <TextInput
      {...input}
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      margin={margin}
      // Chromium and Safari draw their own clear button in a search field, beside ours (which is labelled).
      sx={[{ '& input::-webkit-search-cancel-button': { WebkitAppearance: 'none', appearance: 'none' } }, ...(Array.isArray(sx) ? sx : [sx])]}
      inputProps={{ maxLength, autoCapitalize }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon />
        </InputAdornment>
      }
      endAdornment={
        value ? (
          <InputAdornment position="end">
            <IconButton aria-label={formatMessage({ id: 'search.clear' })} edge="end" onClick={() => onChange('')}>
              <ClearIcon />
            </IconButton>
          </InputAdornment>
        ) : undefined
      }
    />
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState, type Ref } from 'react';
import { useErrorText } from '../../lib/api-client';
import { useIntl } from '../../lib/i18n/intl';
import { useToolSearch, type ToolOption } from './add-review-tool-search';

interface ToolPickerProps {
  onChange: (toolId: string) => void;
  onBlur: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** Picks a tool from the catalog by name; the catalog is searched on the server as the user types. */
export function ToolPicker({ onChange, onBlur, error, inputRef }: ToolPickerProps) {
  const [selected, setSelected] = useState<ToolOption | null>(null);
  const [text, setText] = useState('');
  const search = useToolSearch(text);
  const { formatMessage } = useIntl();
  const errorText = useErrorText();
  const found = search.data ?? [];
  const options = selected && !found.some((tool) => tool.id === selected.id) ? [selected, ...found] : found;
  const helperText = error ?? (search.error ? errorText(search.error) : undefined);

  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_event, tool) => {
        setSelected(tool);
        onChange(tool?.id ?? '');
      }}
      inputValue={text}
      onInputChange={(_event, value) => setText(value)}
      onBlur={onBlur}
      // The server already filtered by name.
      filterOptions={(all) => all}
      getOptionLabel={(tool) => tool.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={search.isFetching}
      noOptionsText={formatMessage({ id: search.error ? 'reviews.toolsFailed' : 'reviews.noTools' })}
      renderInput={(params) => (
        <TextField
          margin="none"
          {...params}
          label={formatMessage({ id: 'reviews.tool' })}
          required
          inputRef={inputRef}
          error={Boolean(helperText)}
          helperText={helperText}
        />
      )}
    />
  );
}

import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { DISTRICTS, type DistrictEntry, type DistrictId } from '@store/contract/districts';
import { useMemo, type Ref } from 'react';
import { useIntl } from '../../lib/i18n/intl';
import { useLocale } from '../../lib/i18n/locale-path';

export interface DistrictFieldProps {
  value: DistrictId | null;
  onChange: (district: DistrictId | null) => void;
  onBlur?: () => void;
  /** Said under the field instead of the hint: what is wrong with the choice. */
  error?: string;
  required?: boolean;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

// A district is found by either of its names, whatever the page's language: many write Bangla place names in
// English letters.
const filterOptions = createFilterOptions<DistrictEntry>({ stringify: (district) => `${district.name} ${district.nameBn} ${district.id}` });

/** Bangladesh's 64 districts to choose one from, named and sorted in the page's language. */
export function DistrictField({ value, onChange, onBlur, error, required, autoFocus, inputRef }: DistrictFieldProps) {
  const { formatMessage } = useIntl();
  const locale = useLocale();
  const nameOf = (district: DistrictEntry) => (locale === 'bn' ? district.nameBn : district.name);
  const options = useMemo(
    () => [...DISTRICTS].sort((a, b) => (locale === 'bn' ? a.nameBn.localeCompare(b.nameBn, 'bn') : a.name.localeCompare(b.name, 'en'))),
    [locale],
  );
  const chosen = options.find((district) => district.id === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={chosen}
      onChange={(_event, district) => onChange((district?.id as DistrictId | undefined) ?? null)}
      onBlur={onBlur}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      filterOptions={filterOptions}
      openOnFocus
      autoHighlight
      noOptionsText={formatMessage({ id: 'delivery.noDistrict' })}
      renderInput={(params) => (
        <TextField
          {...params}
          label={formatMessage({ id: 'delivery.district' })}
          required={required}
          autoFocus={autoFocus}
          inputRef={inputRef}
          error={Boolean(error)}
          helperText={error ?? formatMessage({ id: 'delivery.districtHint' })}
        />
      )}
    />
  );
}

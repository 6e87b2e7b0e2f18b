import TextField from '@mui/material/TextField';
import { ADDRESS_LINES_MAX, AREA_MAX } from '@store/contract/delivery';
import type { DistrictId } from '@store/contract/districts';
import { Controller, type FieldError, type UseFormReturn } from 'react-hook-form';
import type { FieldMessages } from '../../lib/form-errors';
import { useIntl } from '../../lib/i18n/intl';
import { DistrictField } from './district-field';

/** The fields of an address as a form holds them: the district stays null until one is chosen. */
export interface AddressFieldValues {
  lines: string;
  area: string;
  district: string | null;
}

// What the contract's problems with each field are called, in either language (the contract's own words name
// the body's fields, not the form's).
const LINES_ERRORS: FieldMessages = { invalid_type: 'delivery.linesRequired', too_small: 'delivery.linesRequired', too_big: 'delivery.linesTooLong', other: 'delivery.linesBadCharacters' };
const AREA_ERRORS: FieldMessages = { invalid_type: 'delivery.areaRequired', too_small: 'delivery.areaRequired', too_big: 'delivery.areaTooLong', other: 'delivery.areaBadCharacters' };

export interface AddressFieldsProps<T extends AddressFieldValues> {
  /** A react-hook-form form with the fields lines, area and district (checkout's, the profile's address dialog). */
  form: UseFormReturn<T, any, any>;
  autoFocus?: boolean;
}

/**
 * An address a courier can deliver to: the street lines, the thana or upazila, and the district, chosen from
 * Bangladesh's 64 in the page's language. Checkout and the profile's saved addresses ask for it alike.
 */
export function AddressFields<T extends AddressFieldValues>({ form, autoFocus }: AddressFieldsProps<T>) {
  // The form has more fields than these: only these three are touched here.
  const { register, control, formState } = form as unknown as UseFormReturn<AddressFieldValues>;
  const { errors } = formState;
  const { formatMessage } = useIntl();
  const fieldText = (error: FieldError | undefined, messages: FieldMessages, values: Record<string, number>) =>
    error && formatMessage({ id: messages[error.type] ?? messages.other }, values);
  return (
    <>
      <TextField
        label={formatMessage({ id: 'delivery.lines' })}
        autoComplete="street-address"
        required
        multiline
        minRows={2}
        autoFocus={autoFocus}
        {...register('lines')}
        error={Boolean(errors.lines)}
        helperText={fieldText(errors.lines, LINES_ERRORS, { max: ADDRESS_LINES_MAX }) ?? formatMessage({ id: 'delivery.linesHint' }, { max: ADDRESS_LINES_MAX })}
        slotProps={{ htmlInput: { maxLength: ADDRESS_LINES_MAX } }}
      />
      <TextField
        label={formatMessage({ id: 'delivery.area' })}
        autoComplete="address-level3"
        required
        {...register('area')}
        error={Boolean(errors.area)}
        helperText={fieldText(errors.area, AREA_ERRORS, { max: AREA_MAX }) ?? formatMessage({ id: 'delivery.areaHint' })}
        slotProps={{ htmlInput: { maxLength: AREA_MAX } }}
      />
      <Controller
        control={control}
        name="district"
        render={({ field }) => (
          <DistrictField
            value={field.value as DistrictId | null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            required
            error={errors.district && formatMessage({ id: 'delivery.districtRequired' })}
          />
        )}
      />
    </>
  );
}

import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode, type Ref } from 'react';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'error' | 'ref' | 'sx' | 'margin'> {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  /** Goes to the field's wrapper; react-hook-form finds the input inside it. */
  ref?: Ref<HTMLDivElement>;
  sx?: SxProps<Theme>;
  margin?: 'none' | 'dense' | 'normal';
}

/**
 * An outlined text field with label and helper text, like MUI's TextField without its `select`
 * mode: TextField always bundles Select, Menu and Popover, which the storefront's first pages
 * (login, register, catalog search) do not need.
 */
export function TextInput({ label, helperText, error, required, id, ref, sx, margin = 'normal', fullWidth = true, size, ...input }: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-helper-text`;
  return (
    // The size goes to the frame, which gives it to both the label and the input.
    <FormControl ref={ref} fullWidth={fullWidth} margin={margin} error={error} required={required} size={size} sx={sx} variant="outlined">
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput id={inputId} label={label} aria-describedby={helperText ? helperId : undefined} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

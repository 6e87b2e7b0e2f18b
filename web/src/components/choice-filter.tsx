import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

/** The option that chooses none of the choices: every item is listed. */
const ALL = 'all';

interface ChoiceFilterProps<T extends string> {
  label: string;
  /** The chosen value; undefined lists them all. */
  value: T | undefined;
  choices: readonly T[];
  choiceLabel: (choice: T) => string;
  /** The words of the first option, which lists them all. */
  allLabel: string;
  onChange: (value: T | undefined) => void;
  sx?: SxProps<Theme>;
  margin?: TextFieldProps['margin'];
  /** As wide as its container (a toolbar of its own), rather than as its words. */
  fullWidth?: boolean;
}

/** A list's filter: a small select of every choice, or one. */
export function ChoiceFilter<T extends string>({ label, value, choices, choiceLabel, allLabel, onChange, sx, margin, fullWidth = false }: ChoiceFilterProps<T>) {
  return (
    <TextField
      select
      margin={margin}
      fullWidth={fullWidth}
      size="small"
      label={label}
      value={value ?? ALL}
      onChange={(event) => onChange(choices.find((choice) => choice === event.target.value))}
      sx={sx}
    >
      <MenuItem value={ALL}>{allLabel}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {choiceLabel(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}

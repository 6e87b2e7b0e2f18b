import Typography from '@mui/material/Typography';
import { useFormContext } from 'react-hook-form';
import { useToolFormErrors } from './tool-form-errors';
import type { ToolFormValues } from './tool-form-fields';

/** What is wrong with a list of the tool form as a whole, under it. */
export function ListError({ name }: { name: 'pictures' | 'priceTiers' }) {
  const {
    formState: { errors },
  } = useFormContext<ToolFormValues>();
  const message = useToolFormErrors(errors).listError(name);
  return message ? (
    <Typography color="error" variant="caption" role="alert">
      {message}
    </Typography>
  ) : null;
}

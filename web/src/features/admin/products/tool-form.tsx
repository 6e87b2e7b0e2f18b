import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Picture, TOOL_DESCRIPTION_MAX, TOOL_NAME_MAX, ToolInput } from '@store/contract/tool';
import { useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';

export type ToolFormValues = z.input<typeof ToolInput>;

const TOOL_FIELDS: readonly FieldPath<ToolFormValues>[] = ['name', 'picture', 'description', 'price', 'minimum', 'available'];

// Number inputs start (and reset to) empty: '' clears them, and the schema reads it as "must be a number".
const EMPTY_NUMBER = '' as unknown as number;
const EMPTY_TOOL: ToolFormValues = {
  name: '',
  picture: '',
  description: '',
  price: EMPTY_NUMBER,
  minimum: EMPTY_NUMBER,
  available: EMPTY_NUMBER,
};

interface ToolFormProps {
  /** The tool being edited; an empty form adds a new one. */
  initialValues?: ToolInput;
  submitLabel: string;
  /** Sends the values; throw to keep the form as it is and show the error. */
  onSubmit: (values: ToolInput) => Promise<void>;
  /** Empty the form after a successful submit (Add Product). */
  resetAfterSubmit?: boolean;
  onCancel?: () => void;
}

/** The product form of Add Product and of the Edit dialog, checked with the contract's ToolInput. */
export function ToolForm({ initialValues, submitLabel, onSubmit, resetAfterSubmit = false, onCancel }: ToolFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ToolFormValues, unknown, ToolInput>({
    resolver: zodResolver(ToolInput),
    defaultValues: initialValues ?? EMPTY_TOOL,
  });
  const picture = useWatch({ control, name: 'picture' });
  const previewable = Picture.safeParse(picture).success;

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values);
      if (resetAfterSubmit) reset(EMPTY_TOOL);
    } catch (error) {
      showServerFieldErrors(error, TOOL_FIELDS, setError);
      setServerError(errorMessage(error));
    }
  });

  const fieldError = (name: FieldPath<ToolFormValues>) => {
    const message = errors[name]?.message;
    return { error: Boolean(message), helperText: message ?? ' ' };
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={submitLabel}>
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField
            margin="none"
            label="Name"
            required
            fullWidth
            {...register('name')}
            {...fieldError('name')}
            slotProps={{ htmlInput: { maxLength: TOOL_NAME_MAX } }}
          />
        </Grid>
        <Grid size={12}>
          <Stack direction="row" spacing={2} alignItems="flex-start">
            <TextField
              margin="none"
              label="Picture (image link)"
              required
              fullWidth
              placeholder="https://… or /tools/drill.svg"
              {...register('picture')}
              {...fieldError('picture')}
              slotProps={{ htmlInput: { inputMode: 'url' } }}
            />
            <PicturePreview src={previewable ? picture?.trim() : undefined} />
          </Stack>
        </Grid>
        <Grid size={12}>
          <TextField
            margin="none"
            label="Description"
            required
            fullWidth
            multiline
            minRows={3}
            {...register('description')}
            {...fieldError('description')}
            slotProps={{ htmlInput: { maxLength: TOOL_DESCRIPTION_MAX } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            margin="none"
            label="Price"
            type="number"
            required
            fullWidth
            {...register('price', { valueAsNumber: true })}
            {...fieldError('price')}
            slotProps={{ htmlInput: { step: 0.01, min: 0, inputMode: 'decimal' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            margin="none"
            label="Minimum order"
            type="number"
            required
            fullWidth
            {...register('minimum', { valueAsNumber: true })}
            {...fieldError('minimum')}
            slotProps={{ htmlInput: { step: 1, min: 1, inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            margin="none"
            label="Available units"
            type="number"
            required
            fullWidth
            {...register('available', { valueAsNumber: true })}
            {...fieldError('available')}
            slotProps={{ htmlInput: { step: 1, min: 0, inputMode: 'numeric' } }}
          />
        </Grid>
      </Grid>
      {serverError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {serverError}
        </Alert>
      )}
      <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 2 }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}

/** A thumbnail of the picture link, or why there is none. */
function PicturePreview({ src }: { src: string | undefined }) {
  // The link whose image failed to load; another link gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const note = !src ? 'No preview' : failedSrc === src ? 'Not found' : null;
  return (
    <Box
      sx={{
        width: 56,
        height: 56,
        flexShrink: 0,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
      }}
    >
      {note ? (
        <Typography variant="caption" color="text.secondary" textAlign="center" lineHeight={1.2}>
          {note}
        </Typography>
      ) : (
        <Box
          component="img"
          src={src}
          alt="Picture preview"
          onError={() => setFailedSrc(src ?? null)}
          sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      )}
    </Box>
  );
}

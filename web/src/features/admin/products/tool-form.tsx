import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TOOL_DESCRIPTION_MAX, TOOL_NAME_MAX, ToolInput } from '@store/contract/tool';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { FormattedMessage, useIntl } from '../../../lib/i18n/intl';
import { useToolLabels } from '../../../domains/tools/tool-labels';
import { PictureList } from './picture-list';
import { PriceTierList } from './price-tier-list';
import { useToolFormErrors } from './tool-form-errors';
import {
  AMOUNT_FIELDS,
  EMPTY_TOOL,
  optionalNumber,
  optionalText,
  SPEC_FIELDS,
  withBanglaIfWritten,
  TOOL_FIELDS,
  type ToolFormValues,
} from './tool-form-fields';

interface ToolFormProps {
  /** The tool being edited; an empty form adds a new one. */
  initialValues?: ToolFormValues;
  submitLabel: string;
  /** Sends the values; throw to keep the form as it is and show the error. */
  onSubmit: (values: ToolInput) => Promise<void>;
  /** Empty the form after a successful submit (Add Product). */
  resetAfterSubmit?: boolean;
  onCancel?: () => void;
}

/** The product form of Add Product and of the Edit dialog, checked with the contract's ToolInput. */
export function ToolForm({ initialValues, submitLabel, onSubmit, resetAfterSubmit = false, onCancel }: ToolFormProps) {
  const toolLabels = useToolLabels();
  const { formatMessage } = useIntl();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ToolFormValues, unknown, ToolInput>({
    resolver: zodResolver(ToolInput),
    defaultValues: initialValues ?? EMPTY_TOOL,
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const { fieldErrorProps } = useToolFormErrors(errors);
  // Said after a picture moves, which changes no field the focus is on; any other change to the list makes it stale.
  const [moveNote, setMoveNote] = useState('');

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(withBanglaIfWritten(values));
      if (resetAfterSubmit) {
        reset(EMPTY_TOOL);
        setMoveNote('');
      }
    } catch (error) {
      showServerFieldErrors(error, TOOL_FIELDS, setError);
      setServerError(errorMessage(error));
    }
  });

  /** A native select of a fixed set of words, empty meaning "not set". */
  const choiceField = (name: 'category' | 'powerSource', label: string, labels: Record<string, string>) => (
    <TextField
      select
      margin="none"
      label={label}
      fullWidth
      {...register(name, { setValueAs: optionalText })}
      {...fieldErrorProps(name)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{formatMessage({ id: 'toolForm.notSet' })}</option>
      {Object.entries(labels).map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </TextField>
  );

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} aria-label={submitLabel}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <TextField
              margin="none"
              label={formatMessage({ id: 'toolForm.name' })}
              required
              fullWidth
              {...register('name')}
              {...fieldErrorProps('name')}
              slotProps={{ htmlInput: { maxLength: TOOL_NAME_MAX } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              margin="none"
              label={formatMessage({ id: 'toolForm.sku' })}
              fullWidth
              placeholder={formatMessage({ id: 'toolForm.skuPlaceholder' })}
              {...register('sku', { setValueAs: optionalText })}
              {...fieldErrorProps('sku')}
              slotProps={{ htmlInput: { maxLength: 32, style: { textTransform: 'uppercase' } } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{choiceField('category', formatMessage({ id: 'toolForm.category' }), toolLabels.categories)}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{choiceField('powerSource', formatMessage({ id: 'toolForm.powerSource' }), toolLabels.powerSources)}</Grid>
          <Grid size={12}>
            <PictureList moveNote={moveNote} onMoveNote={setMoveNote} />
          </Grid>
          <Grid size={12}>
            <TextField
              margin="none"
              label={formatMessage({ id: 'toolForm.description' })}
              required
              fullWidth
              multiline
              minRows={3}
              {...register('description')}
              {...fieldErrorProps('description')}
              slotProps={{ htmlInput: { maxLength: TOOL_DESCRIPTION_MAX } }}
            />
          </Grid>
          {/* The Bangla fields are labelled in Bangla on every page, under this line in the page's language. */}
          <Grid size={12}>
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="toolForm.banglaHint" />
            </Typography>
          </Grid>
          <Grid size={12}>
            <TextField
              margin="none"
              label={formatMessage({ id: 'toolForm.banglaName' })}
              fullWidth
              {...register('i18n.bn.name', { setValueAs: optionalText })}
              {...fieldErrorProps('i18n.bn.name')}
              slotProps={{ htmlInput: { maxLength: TOOL_NAME_MAX, lang: 'bn' }, inputLabel: { lang: 'bn' } }}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              margin="none"
              label={formatMessage({ id: 'toolForm.banglaDescription' })}
              fullWidth
              multiline
              minRows={3}
              {...register('i18n.bn.description', { setValueAs: optionalText })}
              {...fieldErrorProps('i18n.bn.description')}
              slotProps={{ htmlInput: { maxLength: TOOL_DESCRIPTION_MAX, lang: 'bn' }, inputLabel: { lang: 'bn' } }}
            />
          </Grid>
          {AMOUNT_FIELDS.map(({ name, label, step, min, inputMode }) => (
            <Grid key={name} size={{ xs: 12, sm: 4 }}>
              <TextField
                margin="none"
                label={formatMessage({ id: label })}
                type="number"
                required
                fullWidth
                {...register(name, { valueAsNumber: true })}
                {...fieldErrorProps(name)}
                slotProps={{ htmlInput: { step, min, inputMode } }}
              />
            </Grid>
          ))}
          {SPEC_FIELDS.map(({ name, label, step, min }) => (
            <Grid key={name} size={{ xs: 6, sm: 3 }}>
              <TextField
                margin="none"
                label={formatMessage({ id: label })}
                type="number"
                fullWidth
                {...register(`specs.${name}`, { setValueAs: optionalNumber })}
                {...fieldErrorProps(`specs.${name}`)}
                slotProps={{ htmlInput: { step, min, inputMode: 'decimal' } }}
              />
            </Grid>
          ))}
          <Grid size={12}>
            <PriceTierList />
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
              <FormattedMessage id="toolForm.cancel" />
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? formatMessage({ id: 'toolForm.saving' }) : submitLabel}
          </Button>
        </Stack>
      </Box>
    </FormProvider>
  );
}

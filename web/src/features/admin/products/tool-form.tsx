import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TOOL_DESCRIPTION_MAX, TOOL_NAME_MAX, ToolInput } from '@store/contract/tool';
import { useState, type CSSProperties } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { FormattedMessage, useIntl } from '../../../lib/i18n/intl';
import type { MessageId } from '../../../lib/i18n/message-id';
import { useToolLabels } from '../../../domains/tools/tool-labels';
import { PictureList } from './picture-list';
import { PriceTierList } from './price-tier-list';
import { useToolFormErrors } from './tool-form-errors';
import {
  AMOUNT_FIELDS,
  EMPTY_TOOL,
  type NumberFieldName,
  type NumberFieldSpec,
  optionalNumber,
  optionalText,
  SPEC_FIELDS,
  withBanglaIfWritten,
  TOOL_FIELDS,
  type ToolFormValues,
} from './tool-form-fields';

interface TextFieldOptions {
  required?: boolean;
  multiline?: boolean;
  maxLength: number;
  placeholder?: string;
  style?: CSSProperties;
  /** The language the field is written in, when it is not the page's. */
  lang?: string;
}

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

  /** A text field; an optional one is sent without its value when left empty, a multiline one starts three rows high. */
  const textField = (
    name: 'name' | 'sku' | 'description' | 'i18n.bn.name' | 'i18n.bn.description',
    label: MessageId,
    { required = false, multiline = false, maxLength, placeholder, style, lang }: TextFieldOptions,
  ) => (
    <TextField
      margin="none"
      label={formatMessage({ id: label })}
      required={required}
      fullWidth
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      placeholder={placeholder}
      {...(required ? register(name) : register(name, { setValueAs: optionalText }))}
      {...fieldErrorProps(name)}
      slotProps={{ htmlInput: { maxLength, style, lang }, inputLabel: lang ? { lang } : undefined }}
    />
  );

  /** A number field; a required one is read as a number, an optional one is sent without its value when left empty. */
  const numberField = (name: NumberFieldName, { label, step, min, inputMode = 'decimal' }: NumberFieldSpec<unknown>, required: boolean) => (
    <TextField
      margin="none"
      label={formatMessage({ id: label })}
      type="number"
      required={required}
      fullWidth
      {...(required ? register(name, { valueAsNumber: true }) : register(name, { setValueAs: optionalNumber }))}
      {...fieldErrorProps(name)}
      slotProps={{ htmlInput: { step, min, inputMode } }}
    />
  );

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
          <Grid size={12}>{textField('name', 'toolForm.name', { required: true, maxLength: TOOL_NAME_MAX })}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            {textField('sku', 'toolForm.sku', {
              maxLength: 32,
              placeholder: formatMessage({ id: 'toolForm.skuPlaceholder' }),
              style: { textTransform: 'uppercase' },
            })}
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{choiceField('category', formatMessage({ id: 'toolForm.category' }), toolLabels.categories)}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{choiceField('powerSource', formatMessage({ id: 'toolForm.powerSource' }), toolLabels.powerSources)}</Grid>
          <Grid size={12}>
            <PictureList moveNote={moveNote} onMoveNote={setMoveNote} />
          </Grid>
          <Grid size={12}>{textField('description', 'toolForm.description', { required: true, multiline: true, maxLength: TOOL_DESCRIPTION_MAX })}</Grid>
          {/* The Bangla fields are labelled in Bangla on every page, under this line in the page's language. */}
          <Grid size={12}>
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="toolForm.banglaHint" />
            </Typography>
          </Grid>
          <Grid size={12}>{textField('i18n.bn.name', 'toolForm.banglaName', { maxLength: TOOL_NAME_MAX, lang: 'bn' })}</Grid>
          <Grid size={12}>{textField('i18n.bn.description', 'toolForm.banglaDescription', { multiline: true, maxLength: TOOL_DESCRIPTION_MAX, lang: 'bn' })}</Grid>
          {AMOUNT_FIELDS.map((field) => (
            <Grid key={field.name} size={{ xs: 12, sm: 4 }}>
              {numberField(field.name, field, true)}
            </Grid>
          ))}
          {SPEC_FIELDS.map((field) => (
            <Grid key={field.name} size={{ xs: 6, sm: 3 }}>
              {numberField(`specs.${field.name}`, field, false)}
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

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  Picture,
  PRICE_TIERS_MAX,
  TOOL_DESCRIPTION_MAX,
  TOOL_NAME_MAX,
  TOOL_PICTURES_MAX,
  ToolInput,
  type ToolBody,
  type ToolSpecs,
} from '@store/contract/tool';
import { useId, useState } from 'react';
import { get, useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { CATEGORY_LABELS, POWER_SOURCE_LABELS } from '../../../lib/tool-labels';

export type ToolFormValues = ToolBody;

const SPEC_FIELDS: { name: keyof ToolSpecs; label: string; step: number }[] = [
  { name: 'voltage', label: 'Voltage (V)', step: 0.1 },
  { name: 'powerW', label: 'Power (W)', step: 1 },
  { name: 'weightKg', label: 'Weight (kg)', step: 0.01 },
  { name: 'warrantyMonths', label: 'Warranty (months)', step: 1 },
];

/** Every field the API may name in a refusal, so its message goes beside that field. */
const TOOL_FIELDS = [
  'name',
  'sku',
  'category',
  'powerSource',
  'description',
  'price',
  'minimum',
  'available',
  'pictures',
  'priceTiers',
  ...SPEC_FIELDS.map(({ name }) => `specs.${name}`),
  ...Array.from({ length: TOOL_PICTURES_MAX }, (_, index) => `pictures.${index}`),
  ...Array.from({ length: PRICE_TIERS_MAX }, (_, index) => [`priceTiers.${index}.minQuantity`, `priceTiers.${index}.unitPrice`]).flat(),
] as FieldPath<ToolFormValues>[];

// Number inputs start (and reset to) empty: '' clears them, and the schema reads it as "must be a number".
const EMPTY_NUMBER = '' as unknown as number;
const EMPTY_TOOL: ToolFormValues = {
  name: '',
  pictures: [''],
  description: '',
  price: EMPTY_NUMBER,
  minimum: EMPTY_NUMBER,
  available: EMPTY_NUMBER,
  priceTiers: [],
};

/** An optional field left empty is absent, not an empty string the schema would refuse. */
const optionalText = (value: string) => (value.trim() === '' ? undefined : value);
const optionalNumber = (value: string | number) => (value === '' || value === undefined ? undefined : Number(value));

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
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<ToolFormValues, unknown, ToolInput>({
    resolver: zodResolver(ToolInput),
    defaultValues: initialValues ?? EMPTY_TOOL,
  });
  const pictures = useWatch({ control, name: 'pictures' }) ?? [];
  const tiers = useFieldArray({ control, name: 'priceTiers' });
  // Once the form has been submitted, its errors follow the links to their new places.
  const setPictures = (links: string[]) => setValue('pictures', links, { shouldValidate: isSubmitted });
  const pictureButtonId = `${useId()}-picture`;
  // Said after a move, which changes no field the focus is on; any other change to the list makes it stale.
  const [moveNote, setMoveNote] = useState('');
  const removePicture = (index: number) => {
    setPictures((getValues('pictures') ?? []).filter((_, at) => at !== index));
    setMoveNote('');
  };
  const addPicture = () => {
    setValue('pictures', [...(getValues('pictures') ?? []), '']);
    setMoveNote('');
  };
  const movePicture = (from: number, direction: 'up' | 'down') => {
    const links = [...(getValues('pictures') ?? [])];
    const to = direction === 'up' ? from - 1 : from + 1;
    [links[from], links[to]] = [links[to]!, links[from]!];
    setPictures(links);
    setMoveNote(`Picture ${from + 1} is now picture ${to + 1}${to === 0 ? ', the main picture' : ''}`);
    // The focus goes with the picture, to its button that moves it further the same way, or, at the end of the
    // list, where that button is disabled, to its other one.
    const atEnd = to === 0 || to === links.length - 1;
    const button = atEnd ? (direction === 'up' ? 'down' : 'up') : direction;
    document.getElementById(`${pictureButtonId}-${to}-${button}`)?.focus();
  };

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values);
      if (resetAfterSubmit) {
        reset(EMPTY_TOOL);
        setMoveNote('');
      }
    } catch (error) {
      showServerFieldErrors(error, TOOL_FIELDS, setError);
      setServerError(errorMessage(error));
    }
  });

  const fieldError = (name: FieldPath<ToolFormValues>) => {
    const message = (get(errors, name) as { message?: string } | undefined)?.message;
    return { error: Boolean(message), helperText: message ?? ' ' };
  };
  /** A native select of a fixed set of words, empty meaning "not set". */
  const choiceField = (name: 'category' | 'powerSource', label: string, labels: Record<string, string>) => (
    <TextField
      select
      margin="none"
      label={label}
      fullWidth
      {...register(name, { setValueAs: optionalText })}
      {...fieldError(name)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Not set</option>
      {Object.entries(labels).map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </TextField>
  );
  /** A list's own error ("at most 8 pictures"), which the resolver puts on the list or on its root. */
  const listError = (name: 'pictures' | 'priceTiers') => {
    const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
    return error?.message ?? error?.root?.message;
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
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            margin="none"
            label="SKU"
            fullWidth
            placeholder="Made from the name if empty"
            {...register('sku', { setValueAs: optionalText })}
            {...fieldError('sku')}
            slotProps={{ htmlInput: { maxLength: 32, style: { textTransform: 'uppercase' } } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{choiceField('category', 'Category', CATEGORY_LABELS)}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{choiceField('powerSource', 'Power source', POWER_SOURCE_LABELS)}</Grid>
        <Grid size={12}>
          <Typography variant="subtitle2" component="h2" gutterBottom>
            Pictures (the first is the main one)
          </Typography>
          <Stack spacing={2}>
            {pictures.map((link, index) => (
              <Stack
                key={index}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                alignItems={{ sm: 'flex-start' }}
                // On a phone the preview and buttons go under the link: a frame keeps each picture's together.
                sx={{ borderStyle: 'solid', borderWidth: { xs: 1, sm: 0 }, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 0 } }}
              >
                <TextField
                  margin="none"
                  label={`Picture ${index + 1} (image link)`}
                  required={index === 0}
                  fullWidth
                  placeholder="https://… or /tools/drill.svg"
                  {...register(`pictures.${index}`)}
                  {...fieldError(`pictures.${index}`)}
                  slotProps={{ htmlInput: { inputMode: 'url' } }}
                />
                <Stack direction="row" spacing={0.5} alignItems="flex-start">
                  <Box sx={{ width: 64, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
                    <PicturePreview src={Picture.safeParse(link).success ? link.trim() : undefined} position={index + 1} main={index === 0} />
                    {index === 0 && (
                      <Typography variant="caption" color="primary" fontWeight={600} textAlign="center" lineHeight={1.2}>
                        Main picture
                      </Typography>
                    )}
                  </Box>
                  <IconButton
                    id={`${pictureButtonId}-${index}-up`}
                    aria-label={`Move picture ${index + 1} up`}
                    onClick={() => movePicture(index, 'up')}
                    disabled={index === 0}
                  >
                    <ArrowUpward />
                  </IconButton>
                  <IconButton
                    id={`${pictureButtonId}-${index}-down`}
                    aria-label={`Move picture ${index + 1} down`}
                    onClick={() => movePicture(index, 'down')}
                    disabled={index === pictures.length - 1}
                  >
                    <ArrowDownward />
                  </IconButton>
                  <IconButton aria-label={`Remove picture ${index + 1}`} onClick={() => removePicture(index)} disabled={pictures.length === 1}>
                    <DeleteOutlined />
                  </IconButton>
                </Stack>
              </Stack>
            ))}
          </Stack>
          {/* Where the last move put the picture: the focus stays on a button, so screen readers hear it here. */}
          <Typography role="status" variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
            {moveNote}
          </Typography>
          {listError('pictures') && (
            <Typography color="error" variant="caption" role="alert">
              {listError('pictures')}
            </Typography>
          )}
          <Button size="small" onClick={addPicture} disabled={pictures.length >= TOOL_PICTURES_MAX}>
            Add a picture
          </Button>
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
        {SPEC_FIELDS.map(({ name, label, step }) => (
          <Grid key={name} size={{ xs: 6, sm: 3 }}>
            <TextField
              margin="none"
              label={label}
              type="number"
              fullWidth
              {...register(`specs.${name}`, { setValueAs: optionalNumber })}
              {...fieldError(`specs.${name}`)}
              slotProps={{ htmlInput: { step, min: 0, inputMode: 'decimal' } }}
            />
          </Grid>
        ))}
        <Grid size={12}>
          <Typography variant="subtitle2" component="h2" gutterBottom>
            Volume prices
          </Typography>
          <Stack spacing={1}>
            {tiers.fields.map((tier, index) => (
              <Stack key={tier.id} direction="row" spacing={1} alignItems="flex-start">
                <TextField
                  margin="none"
                  label={`Tier ${index + 1}: from quantity`}
                  type="number"
                  fullWidth
                  {...register(`priceTiers.${index}.minQuantity`, { valueAsNumber: true })}
                  {...fieldError(`priceTiers.${index}.minQuantity`)}
                  slotProps={{ htmlInput: { step: 1, min: 2, inputMode: 'numeric' } }}
                />
                <TextField
                  margin="none"
                  label={`Tier ${index + 1}: unit price`}
                  type="number"
                  fullWidth
                  {...register(`priceTiers.${index}.unitPrice`, { valueAsNumber: true })}
                  {...fieldError(`priceTiers.${index}.unitPrice`)}
                  slotProps={{ htmlInput: { step: 0.01, min: 0, inputMode: 'decimal' } }}
                />
                <IconButton aria-label={`Remove tier ${index + 1}`} onClick={() => tiers.remove(index)}>
                  <DeleteOutlined />
                </IconButton>
              </Stack>
            ))}
          </Stack>
          {listError('priceTiers') && (
            <Typography color="error" variant="caption" role="alert">
              {listError('priceTiers')}
            </Typography>
          )}
          <Button
            size="small"
            onClick={() => tiers.append({ minQuantity: EMPTY_NUMBER, unitPrice: EMPTY_NUMBER })}
            disabled={tiers.fields.length >= PRICE_TIERS_MAX}
          >
            Add a volume price
          </Button>
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

/** A thumbnail of the picture link, or why there is none; the main picture's is framed. */
function PicturePreview({ src, position, main }: { src: string | undefined; position: number; main: boolean }) {
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
        border: main ? 2 : 1,
        borderColor: main ? 'primary.main' : 'divider',
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
          alt={`Picture ${position} preview`}
          onError={() => setFailedSrc(src ?? null)}
          sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      )}
    </Box>
  );
}

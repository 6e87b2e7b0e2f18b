import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PRICE_TIERS_MAX } from '@store/contract/tool';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { ListError } from './list-error';
import { EMPTY_NUMBER, fieldErrorProps, type ToolFormValues } from './tool-form-fields';

/** The tool form's volume prices: from which quantity a unit price applies, added and removed up to the limit. */
export function PriceTierList() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ToolFormValues>();
  const tiers = useFieldArray({ control, name: 'priceTiers' });
  return (
    <>
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
              {...fieldErrorProps(errors, `priceTiers.${index}.minQuantity`)}
              slotProps={{ htmlInput: { step: 1, min: 2, inputMode: 'numeric' } }}
            />
            <TextField
              margin="none"
              label={`Tier ${index + 1}: unit price`}
              type="number"
              fullWidth
              {...register(`priceTiers.${index}.unitPrice`, { valueAsNumber: true })}
              {...fieldErrorProps(errors, `priceTiers.${index}.unitPrice`)}
              slotProps={{ htmlInput: { step: 0.01, min: 0, inputMode: 'decimal' } }}
            />
            <IconButton aria-label={`Remove tier ${index + 1}`} onClick={() => tiers.remove(index)}>
              <DeleteOutlined />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <ListError name="priceTiers" />
      <Button
        size="small"
        onClick={() => tiers.append({ minQuantity: EMPTY_NUMBER, unitPrice: EMPTY_NUMBER })}
        disabled={tiers.fields.length >= PRICE_TIERS_MAX}
      >
        Add a volume price
      </Button>
    </>
  );
}

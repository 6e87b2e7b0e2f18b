import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PRICE_TIERS_MAX } from '@store/contract/tool';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from '../../../lib/i18n/intl';
import { ListError } from './list-error';
import { useToolFormErrors } from './tool-form-errors';
import { EMPTY_NUMBER, type ToolFormValues } from './tool-form-fields';

/** The tool form's volume prices: from which quantity a unit price applies, added and removed up to the limit. */
export function PriceTierList() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ToolFormValues>();
  const tiers = useFieldArray({ control, name: 'priceTiers' });
  const { fieldErrorProps } = useToolFormErrors(errors);
  const { formatMessage } = useIntl();
  return (
    <>
      <Typography variant="subtitle2" component="h2" gutterBottom>
        <FormattedMessage id="toolForm.volumePrices" />
      </Typography>
      <Stack spacing={1}>
        {tiers.fields.map((tier, index) => (
          <Stack key={tier.id} direction="row" spacing={1} alignItems="flex-start">
            <TextField
              margin="none"
              label={formatMessage({ id: 'toolForm.tierFrom' }, { tier: index + 1 })}
              type="number"
              fullWidth
              {...register(`priceTiers.${index}.minQuantity`, { valueAsNumber: true })}
              {...fieldErrorProps(`priceTiers.${index}.minQuantity`)}
              slotProps={{ htmlInput: { step: 1, min: 2, inputMode: 'numeric' } }}
            />
            <TextField
              margin="none"
              label={formatMessage({ id: 'toolForm.tierPrice' }, { tier: index + 1 })}
              type="number"
              fullWidth
              {...register(`priceTiers.${index}.unitPrice`, { valueAsNumber: true })}
              {...fieldErrorProps(`priceTiers.${index}.unitPrice`)}
              slotProps={{ htmlInput: { step: 0.01, min: 0, inputMode: 'decimal' } }}
            />
            <IconButton aria-label={formatMessage({ id: 'toolForm.removeTier' }, { tier: index + 1 })} onClick={() => tiers.remove(index)}>
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
        <FormattedMessage id="toolForm.addTier" />
      </Button>
    </>
  );
}

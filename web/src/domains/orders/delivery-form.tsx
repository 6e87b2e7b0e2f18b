import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADDRESS_LINES_MAX, AREA_MAX, type CheckoutDelivery } from '@store/contract/delivery';
import type { DeliveryChoice } from '@store/contract/delivery-charge';
import type { DistrictId } from '@store/contract/districts';
import { sumMoney } from '@store/contract/money';
import { PO_NUMBER_MAX } from '@store/contract/order';
import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { Controller, useForm, type FieldError, type Resolver } from 'react-hook-form';
import { useFieldErrorText, type FieldMessages } from '../../lib/form-errors';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { useFormat } from '../../lib/i18n/use-format';
import { useSession } from '../../lib/session';
import { useDeliveryQuote } from '../delivery/api/delivery-quote';
import { useDeliveryWords } from '../delivery/delivery-words';
import { DistrictField } from '../delivery/district-field';
import { useDistrictName } from '../delivery/district-name';
import { PickupCounter } from '../delivery/pickup-counter';
import { rememberDistrict, useRememberedDistrict } from '../delivery/remembered-district';
import { saveAddress, savedAddress } from '../delivery/saved-address';
import { PaymentMethodField, usePaymentChoice } from '../payments/payment-method-field';
import { CheckoutDeliveryForm, type CheckoutDeliveryFields, type CheckoutDeliveryValues } from './checkout-delivery';
import { PhoneField } from './delivery-fields';
import { useOrderAttempt } from './use-order-attempt';

/** What the form gives the caller to place the order with: the body's delivery, phone, PO number, payment and total. */
export type DeliveryValues = CheckoutDeliveryValues & { paymentMethod: ReturnType<typeof usePaymentChoice>['method']; expectedTotal: number };
const FIELDS = ['phone', 'poNumber'] as const;

const optionalText = (value: string) => (value.trim() === '' ? undefined : value);

// What the contract's problems with each field are called, in either language (the contract's own words name
// the body's fields, not the form's).
const PO_NUMBER_ERRORS: FieldMessages = { too_big: 'delivery.poNumberTooLong', other: 'delivery.poNumberBadCharacters' };
const LINES_ERRORS: FieldMessages = { invalid_type: 'delivery.linesRequired', too_small: 'delivery.linesRequired', too_big: 'delivery.linesTooLong', other: 'delivery.linesBadCharacters' };
const AREA_ERRORS: FieldMessages = { invalid_type: 'delivery.areaRequired', too_small: 'delivery.areaRequired', too_big: 'delivery.areaTooLong', other: 'delivery.areaBadCharacters' };

interface OrderLine {
  toolId: string;
  quantity: number;
}

export interface DeliveryFormProps {
  /** The form's accessible name. */
  label: string;
  /** The order's lines, whose weights the delivery charge is worked out from. */
  lines: readonly OrderLine[];
  /** What the goods cost (null when not known): with the delivery charge, it decides the ways the order may be paid. */
  goodsTotal: number | null;
  submitLabel: string;
  busyLabel: string;
  /** Places the order (with the payment method chosen) with one Idempotency-Key per attempt (kept for a retry whose outcome is unknown); throws on failure. */
  onSubmit: (values: DeliveryValues, idempotencyKey: string) => Promise<void>;
  /** The message of a failure, where the caller says more than the API's own (a price change, a lapsed quote). */
  failureMessage?: (error: unknown) => string | undefined;
  /** What else makes up the attempt (the cart's lines): when it changes, the next submit is a new attempt. */
  attempt?: string;
  /** Why the order cannot be placed now (the submit button stays disabled). */
  blocked?: ReactNode;
}

function useFieldText() {
  const { formatMessage } = useIntl();
  return (error: FieldError | undefined, messages: FieldMessages, values?: Record<string, number>) =>
    error && formatMessage({ id: messages[error.type] ?? messages.other }, values);
}

/**
 * Where an order goes and how it is paid: by courier to an address (street lines, thana or upazila, district) or
 * collected at the sales counter, the mobile number, an optional purchase order number, what delivery costs and
 * the total with it, and the way to pay. Checkout and the acceptance of a quote both ask for it.
 */
export function DeliveryForm({ label, lines, goodsTotal, submitLabel, busyLabel, onSubmit, failureMessage, attempt, blocked }: DeliveryFormProps) {
  const { user } = useSession();
  const remembered = useRememberedDistrict();
  const saved = useMemo(() => savedAddress(user?.uid), [user?.uid]);
  const form = useForm<CheckoutDeliveryFields, unknown, CheckoutDeliveryValues>({
    resolver: zodResolver(CheckoutDeliveryForm) as unknown as Resolver<CheckoutDeliveryFields, unknown, CheckoutDeliveryValues>,
    mode: 'onTouched',
    defaultValues: { method: 'courier', lines: saved?.lines ?? '', area: saved?.area ?? '', district: saved?.district ?? null, phone: '' },
  });
  const { register, handleSubmit, watch, setError, control, getValues, setValue } = form;
  const { errors, isSubmitting } = form.formState;
  const { formatMessage } = useIntl();
  const fieldErrorText = useFieldErrorText();
  const fieldText = useFieldText();
  const format = useFormat();
  const words = useDeliveryWords();
  const districtName = useDistrictName();
  const methodLabelId = useId();
  const counterId = useId();

  // The visitor's district (chosen on a product page) once the browser knows it, where no address was kept.
  useEffect(() => {
    if (!saved && getValues('district') === null) setValue('district', remembered);
  }, [saved, remembered, getValues, setValue]);

  const method = watch('method');
  const district = watch('district') as DistrictId | null;
  const choice: DeliveryChoice | null = method === 'pickup' ? { method: 'pickup' } : district ? { method: 'courier', district } : null;
  const delivery = useDeliveryQuote(lines, choice);
  const total = goodsTotal === null || !delivery.quote ? null : sumMoney([goodsTotal, delivery.quote.charge]);
  const payment = usePaymentChoice(total);
  // Another way to pay is another attempt.
  const { place, failure } = useOrderAttempt({ watch, setError, fields: FIELDS, submitLabel, attempt: `${attempt ?? ''} ${payment.method}` });
  const submit = handleSubmit((values) =>
    place(async (idempotencyKey) => {
      if (total === null) return;
      await onSubmit({ ...values, paymentMethod: payment.method, expectedTotal: total }, idempotencyKey);
      rememberDelivery(user?.uid, values.delivery);
    }, failureMessage),
  );
  const pricing = delivery.pending ? formatMessage({ id: 'delivery.pricing' }) : undefined;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={label}>
      <FormControl component="fieldset" margin="normal" fullWidth>
        <FormLabel component="legend" id={methodLabelId}>
          <FormattedMessage id="delivery.method" />
        </FormLabel>
        <Controller
          control={control}
          name="method"
          render={({ field }) => (
            <RadioGroup name={field.name} aria-labelledby={methodLabelId} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
              <FormControlLabel value="courier" control={<Radio />} label={formatMessage({ id: 'delivery.byCourier' })} />
              <FormControlLabel
                value="pickup"
                control={<Radio slotProps={{ input: { 'aria-describedby': method === 'pickup' ? counterId : undefined } }} />}
                label={formatMessage({ id: 'delivery.pickup' })}
              />
            </RadioGroup>
          )}
        />
      </FormControl>
      {method === 'pickup' ? (
        <Box sx={{ mb: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <PickupCounter id={counterId} />
        </Box>
      ) : (
        <>
          <TextField
            label={formatMessage({ id: 'delivery.lines' })}
            autoComplete="street-address"
            required
            multiline
            minRows={2}
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
      )}
      <PhoneField {...register('phone')} error={errors.phone} />
      <TextField
        label={formatMessage({ id: 'delivery.poNumber' })}
        {...register('poNumber', { setValueAs: optionalText })}
        error={!!errors.poNumber}
        helperText={
          fieldErrorText(errors.poNumber, PO_NUMBER_ERRORS, { max: PO_NUMBER_MAX })?.replace(/^poNumber/, formatMessage({ id: 'delivery.thePoNumber' })) ??
          formatMessage({ id: 'delivery.poNumberHint' }, { max: PO_NUMBER_MAX })
        }
      />
      {/* The live region around the list, not on it: a role on the <dl> would unmake its terms and values. */}
      <Box role="status" aria-live="polite">
      <Box component="dl" sx={{ m: 0, mt: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.5 }}>
        <Typography component="dt" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {!choice
            ? formatMessage({ id: 'delivery.chargeUnknown' })
            : choice.method === 'pickup'
              ? formatMessage({ id: 'delivery.pickupCharge' })
              : formatMessage(
                  { id: 'delivery.courierCharge' },
                  { district: districtName(choice.district), days: delivery.quote ? words.days(delivery.quote.estimateDays) : '…' },
                )}
        </Typography>
        <Typography component="dd" variant="body2" data-testid="delivery-charge" sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}>
          {delivery.quote ? words.charge(delivery.quote.charge) : '—'}
        </Typography>
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          <FormattedMessage id="delivery.totalWithDelivery" />
        </Typography>
        <Typography component="dd" data-testid="order-total" sx={{ m: 0, textAlign: 'right', fontWeight: 800 }}>
          {total === null ? '—' : format.money(total)}
        </Typography>
      </Box>
      </Box>
      {delivery.error && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void delivery.refetch?.()}>
              <FormattedMessage id="delivery.tryAgain" />
            </Button>
          }
        >
          <FormattedMessage id="delivery.chargeFailed" />
        </Alert>
      )}
      <PaymentMethodField {...payment.field} />
      {(blocked || pricing) && (
        <Alert severity="info" role="status" sx={{ mt: 1 }}>
          {blocked || pricing}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        color="secondary"
        size="large"
        fullWidth
        disabled={isSubmitting || Boolean(blocked) || (choice !== null && !delivery.quote)}
        sx={{ mt: 2 }}
      >
        {isSubmitting ? busyLabel : submitLabel}
      </Button>
    </Box>
  );
}

/** After an order: its district priced on the product pages from now on, and its address offered at the next checkout. */
function rememberDelivery(uid: string | undefined, delivery: CheckoutDelivery) {
  if (delivery.method !== 'courier' || !delivery.address) return;
  rememberDistrict(delivery.address.district);
  if (uid) saveAddress(uid, delivery.address);
}

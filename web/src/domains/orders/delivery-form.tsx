import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADDRESS_BOOK_MAX, type SavedAddress } from '@store/contract/address-book';
import type { CheckoutDelivery } from '@store/contract/delivery';
import type { DeliveryChoice } from '@store/contract/delivery-charge';
import type { DistrictId } from '@store/contract/districts';
import { sumMoney } from '@store/contract/money';
import { PO_NUMBER_MAX } from '@store/contract/order';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useFeedback } from '../../components/feedback';
import { ApiError } from '../../lib/api-client';
import { useFieldErrorText, type FieldMessages } from '../../lib/form-errors';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { useFormat } from '../../lib/i18n/use-format';
import { useSession } from '../../lib/session';
import { useAddressBook, useAddressBookChanges } from '../delivery/api/address-book';
import { useDeliveryQuote } from '../delivery/api/delivery-quote';
import { AddressFields } from '../delivery/address-fields';
import { useDeliveryWords } from '../delivery/delivery-words';
import { useDistrictName } from '../delivery/district-name';
import { PickupCounter } from '../delivery/pickup-counter';
import { rememberDistrict, useRememberedDistrict } from '../delivery/remembered-district';
import { useSavedAddressText } from '../delivery/saved-address-text';
import { PaymentMethodField, usePaymentChoice } from '../payments/payment-method-field';
import { CheckoutDeliveryForm, NEW_ADDRESS, type CheckoutDeliveryFields, type CheckoutDeliveryValues } from './checkout-delivery';
import { PhoneField } from './delivery-fields';
import { useOrderAttempt } from './use-order-attempt';

/** What the form gives the caller to place the order with: the body's delivery, phone, PO number, payment and total. */
export type DeliveryValues = CheckoutDeliveryValues & { paymentMethod: ReturnType<typeof usePaymentChoice>['method']; expectedTotal: number };
const FIELDS = ['phone', 'poNumber'] as const;

const optionalText = (value: string) => (value.trim() === '' ? undefined : value);

// What the contract's problems with each field are called, in either language (the contract's own words name
// the body's fields, not the form's).
const PO_NUMBER_ERRORS: FieldMessages = { too_big: 'delivery.poNumberTooLong', other: 'delivery.poNumberBadCharacters' };

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

const checkoutResolver = zodResolver(CheckoutDeliveryForm) as unknown as Resolver<CheckoutDeliveryFields, unknown, CheckoutDeliveryValues>;

/**
 * Where an order goes and how it is paid: by courier to an address (one of the buyer's saved addresses, their
 * default first, or a new one: street lines, thana or upazila, district) or collected at the sales counter, the
 * mobile number, an optional purchase order number, what delivery costs and the total with it, and the way to
 * pay. Checkout and the acceptance of a quote both ask for it.
 */
export function DeliveryForm({ label, lines, goodsTotal, submitLabel, busyLabel, onSubmit, failureMessage, attempt, blocked }: DeliveryFormProps) {
  const { user } = useSession();
  const remembered = useRememberedDistrict();
  const book = useAddressBook(user?.uid);
  const bookChanges = useAddressBookChanges(user?.uid);
  const addresses = book.data?.addresses ?? [];
  // Without an account there is no book to wait for; a book that could not be read leaves a new address.
  const bookSettled = !user?.uid || !book.isPending;
  // The resolver reads the book as it is now: a saved address chosen stands in for the new address's fields.
  const addressesNow = useRef<readonly SavedAddress[]>(addresses);
  addressesNow.current = addresses;
  const form = useForm<CheckoutDeliveryFields, unknown, CheckoutDeliveryValues>({
    resolver: (values, context, options) => {
      const saved = addressesNow.current.find((address) => address.id === values.addressChoice);
      return checkoutResolver(saved ? { ...values, lines: saved.lines, area: saved.area, district: saved.district } : values, context, options);
    },
    mode: 'onTouched',
    defaultValues: { method: 'courier', addressChoice: '', lines: '', area: '', district: null, saveToBook: true, phone: '' },
  });
  const { register, handleSubmit, watch, setError, control, getValues, setValue } = form;
  const { errors, isSubmitting } = form.formState;
  const { formatMessage } = useIntl();
  const { notify } = useFeedback();
  const fieldErrorText = useFieldErrorText();
  const format = useFormat();
  const words = useDeliveryWords();
  const districtName = useDistrictName();
  const addressText = useSavedAddressText();
  const methodLabelId = useId();
  const choiceLabelId = useId();
  const counterId = useId();

  // The visitor's district (chosen on a product page) once the browser knows it, for a new address.
  useEffect(() => {
    if (getValues('district') === null) setValue('district', remembered);
  }, [remembered, getValues, setValue]);

  // Once the book is read: the default address chosen, or a new one when there is none.
  const defaultId = book.data?.defaultId ?? null;
  useEffect(() => {
    if (bookSettled && getValues('addressChoice') === '') setValue('addressChoice', defaultId ?? NEW_ADDRESS);
  }, [bookSettled, defaultId, getValues, setValue]);

  const method = watch('method');
  const addressChoice = watch('addressChoice');
  const chosen = addresses.find((address) => address.id === addressChoice);
  // A choice of an address deleted meanwhile (in another tab) falls back to a new address.
  const newAddress = bookSettled && !chosen;
  const bookFull = addresses.length >= ADDRESS_BOOK_MAX;
  const district = (chosen ? chosen.district : newAddress ? watch('district') : null) as DistrictId | null;
  const choice: DeliveryChoice | null = method === 'pickup' ? { method: 'pickup' } : district ? { method: 'courier', district } : null;
  const delivery = useDeliveryQuote(lines, choice);
  const total = goodsTotal === null || !delivery.quote ? null : sumMoney([goodsTotal, delivery.quote.charge]);
  const payment = usePaymentChoice(total);
  // Another way to pay is another attempt.
  const { place, failure } = useOrderAttempt({ watch, setError, fields: FIELDS, submitLabel, attempt: `${attempt ?? ''} ${payment.method}` });
  const submit = handleSubmit((values) =>
    place(async (idempotencyKey) => {
      if (total === null) return;
      // A new address the buyer asked to keep is saved beside the order, never in its way: sent first, so it is
      // on its way before the order can send the browser to the payment gateway, and whatever becomes of it the
      // order is placed. The book takes the same address only once, so a retry of the order does not repeat it.
      const keep = newAddress && !bookFull && getValues('saveToBook') && values.delivery.address;
      const saving = keep ? bookChanges.add.mutateAsync(keep).then(() => null, (error: unknown) => error) : null;
      await onSubmit({ ...values, paymentMethod: payment.method, expectedTotal: total }, idempotencyKey);
      rememberDelivery(values.delivery);
      const notSaved = await saving;
      if (notSaved) {
        const full = notSaved instanceof ApiError && notSaved.code === 'address-book-full';
        notify(formatMessage({ id: full ? 'delivery.notSavedFull' : 'delivery.notSaved' }, { max: ADDRESS_BOOK_MAX }), 'info');
      }
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
      ) : !bookSettled ? (
        <Typography role="status" color="text.secondary" sx={{ my: 2 }}>
          <FormattedMessage id="delivery.addressesLoading" />
        </Typography>
      ) : (
        <>
          {addresses.length > 0 && (
            <FormControl component="fieldset" margin="dense" fullWidth>
              <FormLabel component="legend" id={choiceLabelId}>
                <FormattedMessage id="delivery.deliverTo" />
              </FormLabel>
              <Controller
                control={control}
                name="addressChoice"
                render={({ field }) => (
                  <RadioGroup name={field.name} aria-labelledby={choiceLabelId} value={chosen ? chosen.id : NEW_ADDRESS} onChange={(event) => field.onChange(event.target.value)}>
                    {addresses.map((address) => (
                      <FormControlLabel
                        key={address.id}
                        value={address.id}
                        control={<Radio />}
                        sx={{ alignItems: 'flex-start', mr: 0, minWidth: 0, '& .MuiRadio-root': { mt: -0.5 } }}
                        label={<SavedAddressLabel address={address} isDefault={address.id === defaultId} text={addressText} />}
                      />
                    ))}
                    <FormControlLabel value={NEW_ADDRESS} control={<Radio />} label={formatMessage({ id: 'delivery.newAddress' })} />
                  </RadioGroup>
                )}
              />
            </FormControl>
          )}
          {newAddress && (
            <>
              <AddressFields form={form} />
              {user && !bookFull && (
                <Controller
                  control={control}
                  name="saveToBook"
                  render={({ field }) => (
                    <FormControlLabel
                      control={<Checkbox name={field.name} checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />}
                      label={formatMessage({ id: 'delivery.saveToBook' })}
                    />
                  )}
                />
              )}
            </>
          )}
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
        disabled={isSubmitting || Boolean(blocked) || (method === 'courier' && !bookSettled) || (choice !== null && !delivery.quote)}
        sx={{ mt: 2 }}
      >
        {isSubmitting ? busyLabel : submitLabel}
      </Button>
    </Box>
  );
}

/** One saved address to choose: its label (or street lines) with the default marked, then the rest of it. */
function SavedAddressLabel({ address, isDefault, text }: { address: SavedAddress; isDefault: boolean; text: ReturnType<typeof useSavedAddressText> }) {
  return (
    <Box sx={{ py: 0.5, minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {text.name(address)}
      </Typography>
      {isDefault && (
        <Chip size="small" variant="outlined" label={<FormattedMessage id="delivery.defaultAddress" />} sx={{ ml: 1, verticalAlign: 'text-bottom' }} />
      )}
      {address.label !== undefined && (
        <Typography variant="body2" color="text.secondary">
          {address.lines}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {text.place(address)}
      </Typography>
    </Box>
  );
}

/** After an order: its district priced on the product pages from now on. */
function rememberDelivery(delivery: CheckoutDelivery) {
  if (delivery.method === 'courier' && delivery.address) rememberDistrict(delivery.address.district);
}

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { orderTitle, orderUnits, purchaseForm, quantityProblem, type Order } from '@store/contract/order';
import { orderWeightKg, quoteDelivery } from '@store/contract/delivery-charge';
import { DELIVERY_SETTINGS } from '@store/contract/delivery-settings';
import { districtInAddress } from '@store/contract/districts';
import { lineTotal, sumMoney } from '@store/contract/money';
import { unitPriceFor } from '@store/contract/pricing';
import type { Tool } from '@store/contract/tool';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from 'zod';
import { CartNote } from '../../domains/cart/cart-note';
import { AddressField, PhoneField } from '../../domains/orders/delivery-fields';
import { PaymentMethodField, usePaymentChoice } from '../../domains/payments/payment-method-field';
import { QUANTITY_ERRORS } from '../../components/quantity-errors';
import { useAddToCart } from '../../domains/cart/use-add-to-cart';
import { ApiError } from '../../lib/api-client';
import { useActionErrorText } from '../../lib/action-error-text';
import { asSentence, useFieldErrorText } from '../../lib/form-errors';
import { useToolText } from '../../domains/tools/tool-labels';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { useFormat } from '../../lib/i18n/use-format';
import { usePlaceOrder } from '../../domains/orders/api/place-order';
import { payAtGateway } from '../../domains/payments/payment-redirect';
import { useOrderAttempt } from '../../domains/orders/use-order-attempt';
import { useDeliveryRow } from '../../domains/delivery/order-delivery-line';

type PurchaseSchema = ReturnType<typeof purchaseForm>;
type PurchaseFields = z.input<PurchaseSchema>;
type PurchaseValues = z.output<PurchaseSchema>;
const FIELDS = ['address', 'quantity', 'phone'] as const;

export interface PurchaseFormProps {
  tool: Tool;
  onOrdered?: (order: Order) => void;
}

export function PurchaseForm({ tool, onOrdered }: PurchaseFormProps) {
  const schema = useMemo(
    () => purchaseForm({ minimum: tool.minimum, available: tool.available }),
    [tool.minimum, tool.available],
  );
  const form = useForm<PurchaseFields, unknown, PurchaseValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { address: '', quantity: tool.minimum, phone: '' },
  });
  const { register, handleSubmit, watch, reset, setError, getValues, trigger } = form;
  const { errors, isSubmitting } = form.formState;
  const placeOrder = usePlaceOrder();
  const { formatMessage } = useIntl();
  const { name } = useToolText(tool);
  const errorText = useActionErrorText();
  const fieldErrorText = useFieldErrorText();
  const format = useFormat();
  const [placed, setPlaced] = useState<Order | null>(null);

  const quantity = watch('quantity');
  const unitPrice = Number.isInteger(quantity) && quantity > 0 ? unitPriceFor(tool, quantity) : null;
  const goods = unitPrice === null ? null : lineTotal(unitPrice, quantity);
  // This form sends a free-text address: the order goes by courier to the district it names (Dhaka when it names
  // none), and its total covers that delivery's charge.
  const delivery = goods === null ? null : deliveryOf(tool, quantity, goods, watch('address'));
  const total = goods === null || !delivery ? null : sumMoney([goods, delivery.charge]);
  const deliveryRow = useDeliveryRow();
  const payment = usePaymentChoice(total);
  // Another way to pay is another attempt.
  const attempt = useOrderAttempt({ watch, setError, fields: FIELDS, submitLabel: formatMessage({ id: 'purchase.submit' }), attempt: payment.method });
  const cart = useAddToCart();

  // The cart takes any whole quantity (it says there what stands in the way of ordering it).
  const addToCart = () => {
    const units = getValues('quantity');
    if (Number.isInteger(units) && units > 0) void cart.add(tool.id, units);
    else void trigger('quantity');
  };
  const soldOut = tool.available < tool.minimum;
  // The schema's own check of the quantity against this tool (below the minimum, above the stock) is named by
  // the problem the quantity has.
  const problem = Number.isInteger(quantity) ? quantityProblem(tool, quantity) : null;
  const quantityErrors = {
    ...QUANTITY_ERRORS,
    custom: problem?.code === 'below-minimum' ? 'purchase.belowMinimum' : tool.available === 0 ? 'purchase.outOfStock' : 'purchase.onlyAvailable',
  } as const;

  const onSubmit = handleSubmit(async (values) => {
    // The total the buyer sees: if the price changed meanwhile, the server refuses (price-changed) rather
    // than charge another figure.
    const goodsTotal = lineTotal(unitPriceFor(tool, values.quantity), values.quantity);
    const expectedTotal = sumMoney([goodsTotal, deliveryOf(tool, values.quantity, goodsTotal, values.address).charge]);
    const order = await attempt.place(
      (idempotencyKey) =>
        placeOrder.mutateAsync({ body: { toolId: tool.id, ...values, expectedTotal, paymentMethod: payment.method }, idempotencyKey }),
      (error) =>
        error instanceof ApiError && error.code === 'price-changed'
          ? formatMessage({ id: 'purchase.priceChanged' }, { reason: errorText(error) })
          : undefined,
    );
    if (!order || payAtGateway(order)) return;
    setPlaced(order);
    reset({ address: values.address, phone: values.phone, quantity: tool.minimum });
    onOrdered?.(order);
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={formatMessage({ id: 'purchase.form' })}>
      {placed && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setPlaced(null)}>
          <FormattedMessage
            id="purchase.placed"
            values={{
              id: placed.id,
              units: orderUnits(placed),
              title: orderTitle(placed),
              total: format.money(placed.total),
              strong: (chunks) => <strong>{chunks}</strong>,
            }}
          />{' '}
          <Link component={RouterLink} to="/dashboard/myorders" sx={{ fontWeight: 700 }}>
            <FormattedMessage id="purchase.seeMyOrders" />
          </Link>
        </Alert>
      )}
      <AddressField {...register('address')} error={errors.address} />
      <TextField
        label={formatMessage({ id: 'purchase.quantity' })}
        type="number"
        required
        {...register('quantity', { valueAsNumber: true })}
        slotProps={{ htmlInput: { min: tool.minimum, max: tool.available, step: 1, inputMode: 'numeric' } }}
        error={!!errors.quantity}
        helperText={
          asSentence(fieldErrorText(errors.quantity, quantityErrors, { minimum: tool.minimum, available: tool.available })) ??
          formatMessage(
            { id: unitPrice === null ? 'purchase.quantityRange' : 'purchase.quantityHint' },
            { price: unitPrice === null ? '' : format.money(unitPrice), minimum: tool.minimum, available: tool.available },
          )
        }
      />
      <PhoneField {...register('phone')} error={errors.phone} />
      <Box
        role="status"
        aria-live="polite"
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', columnGap: 2, mt: 2, p: 2, bgcolor: 'grey.100', borderRadius: 2 }}
      >
        {delivery && (
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, width: '100%', mb: 0.5 }}>
            <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {deliveryRow(delivery).label}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="delivery-charge">
              {deliveryRow(delivery).charge}
            </Typography>
          </Box>
        )}
        <Typography sx={{ fontWeight: 600 }}>
          <FormattedMessage id="purchase.totalPrice" />
        </Typography>
        <Typography sx={{ fontWeight: 800, fontSize: '1.3rem' }} data-testid="total-price">
          {total === null ? '—' : format.money(total)}
        </Typography>
      </Box>
      <PaymentMethodField {...payment.field} />
      {soldOut && (
        <Alert severity="info" sx={{ mt: 2 }}>
          <FormattedMessage id="purchase.soldOut" />
        </Alert>
      )}
      {attempt.failure && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {attempt.failure}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        color="secondary"
        size="large"
        fullWidth
        disabled={isSubmitting || soldOut}
        sx={{ mt: 2 }}
      >
        <FormattedMessage id={isSubmitting ? 'purchase.placing' : 'purchase.submit'} />
      </Button>
      <Button variant="outlined" size="large" fullWidth onClick={addToCart} disabled={cart.pending} sx={{ mt: 1.5, mb: 1 }}>
        <FormattedMessage id={cart.pending ? 'purchase.adding' : 'purchase.addToCart'} />
      </Button>
      <CartNote result={cart.result} name={name} />
    </Box>
  );
}

/** The delivery of `quantity` units of `tool` to the district `address` names (Dhaka when it names none). */
function deliveryOf(tool: Tool, quantity: number, goods: number, address: string | undefined) {
  const district = districtInAddress(address ?? '') ?? DELIVERY_SETTINGS.defaultDistrict;
  return quoteDelivery({ method: 'courier', district }, orderWeightKg([{ quantity, weightKg: tool.specs.weightKg }]), goods);
}

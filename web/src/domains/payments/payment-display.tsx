import Chip, { type ChipProps } from '@mui/material/Chip';
import type { Order } from '@store/contract/order';
import type { PaymentMethod, PaymentRecordKind, PaymentRecordMethod, PaymentStatus } from '@store/contract/payment';
import { useIntl } from '../../lib/i18n/intl';
import { useFormat } from '../../lib/i18n/use-format';
import type { MessageId } from '../../lib/i18n/message-id';

// How an order's payment is named and shown on the order pages (lists, the order's page, the record dialog);
// apart from the orders' order-display.tsx so that none of it reaches a page without orders.

/** Looks from the theme's palette roles that keep the label at 4.5:1 contrast or better, as the order statuses' do. */
const STATUS_LOOK: Record<PaymentStatus, Pick<ChipProps, 'color' | 'variant'>> = {
  awaiting: { color: 'default', variant: 'outlined' },
  due: { color: 'primary', variant: 'outlined' },
  paid: { color: 'success', variant: 'outlined' },
  'refund-due': { color: 'error', variant: 'outlined' },
  refunded: { color: 'default', variant: 'outlined' },
};

const STATUS_LABEL: Record<PaymentStatus, MessageId> = {
  awaiting: 'paymentStatus.awaiting',
  due: 'paymentStatus.due',
  paid: 'paymentStatus.paid',
  'refund-due': 'paymentStatus.refundDue',
  refunded: 'paymentStatus.refunded',
};

const METHOD_LABEL: Record<PaymentMethod, MessageId> = {
  cod: 'paymentMethod.cod',
  'bank-transfer': 'paymentMethod.bankTransfer',
  online: 'paymentMethod.online',
  account: 'paymentMethod.account',
};

/** How money moved on an order, as a payment record names it. */
const RECORD_METHOD_LABEL: Record<PaymentRecordMethod, MessageId> = {
  cash: 'paymentRecord.cash',
  bank: 'paymentRecord.bank',
  cheque: 'paymentRecord.cheque',
  'mobile-wallet': 'paymentRecord.mobileWallet',
  online: 'paymentRecord.online',
  courier: 'paymentRecord.courier',
};

const RECORD_KIND_LABEL: Record<PaymentRecordKind, MessageId> = {
  payment: 'paymentRecord.payment',
  refund: 'paymentRecord.refund',
};

/** The names of a payment's status, its method, and a record's method and kind, in the page's language. */
export function usePaymentLabels() {
  const { formatMessage } = useIntl();
  return {
    status: (status: PaymentStatus) => formatMessage({ id: STATUS_LABEL[status] }),
    method: (method: PaymentMethod) => formatMessage({ id: METHOD_LABEL[method] }),
    recordMethod: (method: PaymentRecordMethod) => formatMessage({ id: RECORD_METHOD_LABEL[method] }),
    recordKind: (kind: PaymentRecordKind) => formatMessage({ id: RECORD_KIND_LABEL[kind] }),
  };
}

export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  return <Chip size="small" {...STATUS_LOOK[status]} label={usePaymentLabels().status(status)} />;
}

/**
 * What cancelling an order does with its money, said after a cancel dialog's own words: what was paid goes back
 * (through the gateway, or marked refund due for the shop to return). Empty when nothing was paid.
 */
export function useRefundOnCancel(): (order: Pick<Order, 'payment'>) => string {
  const { formatMessage } = useIntl();
  const format = useFormat();
  return (order) =>
    order.payment.amountPaid > 0 ? ` ${formatMessage({ id: 'payment.refundOnCancel' }, { paid: format.money(order.payment.amountPaid) })}` : '';
}

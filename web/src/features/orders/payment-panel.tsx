import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CLOSED_STATUSES, type Order } from '@store/contract/order';
import { PAYMENT_OUTCOMES, PAYMENT_SETTINGS, paymentBalance, type OrderPayment, type PaymentRecord } from '@store/contract/payment';
import { useSearchParams } from 'react-router-dom';
import { DetailRow } from '../../components/detail-row';
import { PaymentStatusChip, usePaymentLabels } from '../../domains/payments/payment-display';
import { RecordPaymentButtons } from '../../domains/payments/record-payment';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import type { MessageId } from '../../lib/i18n/message-id';
import { useFormat } from '../../lib/i18n/use-format';
import { usePaymentErrorText } from '../../domains/payments/payment-refusals';
import { gateway } from '../../domains/payments/payment-redirect';
import { useStartPayment } from './api/start-payment';
import { useMinutesLeft } from './use-minutes-left';

/** An online order whose payment the gateway has not confirmed yet, while the customer may still pay. */
const awaitingGateway = (order: Order) => order.status === 'awaiting-payment' && order.payment.method === 'online' && order.payment.status === 'awaiting';

type Outcome = (typeof PAYMENT_OUTCOMES)[number];

/** What the gateway's return (?payment=) says beside what the server knows of the order, and how it looks. */
function returnNote(order: Order, outcome: Outcome): { id: MessageId; severity: AlertColor } | null {
  if (order.payment.status === 'paid') return { id: 'payment.received', severity: 'success' };
  if (!awaitingGateway(order)) return null;
  if (outcome === 'success') return { id: 'payment.confirming', severity: 'info' };
  return outcome === 'fail' ? { id: 'payment.failed', severity: 'warning' } : { id: 'payment.cancelled', severity: 'info' };
}

/**
 * Where the gateway sends the browser back (/dashboard/orders/:id?payment=success|fail|cancel): a short note. The
 * address changes nothing; the note follows the order as the server has it, so "confirming" turns into "received"
 * when the live update of the payment arrives.
 */
export function PaymentReturnNote({ order }: { order: Order }) {
  const [params] = useSearchParams();
  const outcome = PAYMENT_OUTCOMES.find((known) => known === params.get('payment'));
  const note = outcome && returnNote(order, outcome);
  if (!note) return null;
  return (
    <Alert severity={note.severity} role="status" data-print="hide" sx={{ mt: 2 }}>
      <FormattedMessage id={note.id} />
    </Alert>
  );
}

/** "Pay now" for the owner of an online order still awaiting payment, with the minutes left to pay in. */
function PayNow({ order }: { order: Order }) {
  const minutes = useMinutesLeft(order.payment.expiresAt);
  const startPayment = useStartPayment();
  const errorText = usePaymentErrorText();
  const pay = () => startPayment.mutate(order.id, { onSuccess: ({ redirectUrl }) => gateway.open(redirectUrl) });
  return (
    <Box data-print="hide" sx={{ p: 2, mb: 2, border: 1, borderColor: 'secondary.main', borderRadius: 2, bgcolor: 'background.default' }}>
      {minutes > 0 ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} alignItems={{ sm: 'center' }} justifyContent="space-between" gap={1.5}>
          <Typography sx={{ fontWeight: 600 }} role="timer" aria-live="off">
            <FormattedMessage id="payment.payWithin" values={{ minutes }} />
          </Typography>
          <Button variant="contained" color="secondary" onClick={pay} disabled={startPayment.isPending || startPayment.isSuccess}>
            <FormattedMessage id={startPayment.isPending || startPayment.isSuccess ? 'payment.opening' : 'payment.payNow'} />
          </Button>
        </Stack>
      ) : (
        <Typography>
          <FormattedMessage id="payment.timeUp" />
        </Typography>
      )}
      {startPayment.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {errorText(startPayment.error)}
        </Alert>
      )}
    </Box>
  );
}

/** Where to send a bank transfer, while one is still owed. */
function BankDetails({ order }: { order: Order }) {
  const { formatMessage } = useIntl();
  const { bankAccount } = PAYMENT_SETTINGS;
  const rows: [MessageId, string][] = [
    ['payment.bank', bankAccount.bank],
    ['payment.branch', bankAccount.branch],
    ['payment.accountName', bankAccount.accountName],
    ['payment.accountNumber', bankAccount.accountNumber],
    ['payment.routingNumber', bankAccount.routingNumber],
    ['payment.swift', bankAccount.swift],
  ];
  return (
    <Box component="section" aria-labelledby="bank-heading">
      <Typography id="bank-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        <FormattedMessage id="payment.bankHeading" />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        <FormattedMessage id="payment.bankReference" values={{ id: order.id }} />
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 1 }}>
        {rows.map(([label, value]) => (
          <DetailRow key={label} label={formatMessage({ id: label })}>
            {value}
          </DetailRow>
        ))}
      </Box>
    </Box>
  );
}

/** The money that moved on the order: a table, or on a phone one block per record. */
function PaymentRecords({ records }: { records: PaymentRecord[] }) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const labels = usePaymentLabels();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const label = formatMessage({ id: 'payment.records' });
  const columns: { heading: MessageId; numeric?: boolean; value: (record: PaymentRecord) => string }[] = [
    { heading: 'payment.recordDate', value: (record) => format.date(record.at) },
    { heading: 'payment.recordKind', value: (record) => labels.recordKind(record.kind) },
    { heading: 'payment.recordMethod', value: (record) => labels.recordMethod(record.method) },
    { heading: 'payment.recordReference', value: (record) => record.reference },
    { heading: 'payment.recordAmount', numeric: true, value: (record) => format.money(record.amount) },
  ];
  if (phone) {
    return (
      <Stack component="ul" spacing={1} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {records.map((record, index) => (
          <Paper component="li" key={index} variant="outlined" sx={{ p: 1.5 }}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.25 }}>
              {columns.map(({ heading, value }) => (
                <Box key={heading} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {formatMessage({ id: heading })}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {value(record)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map(({ heading, numeric }) => (
            <TableCell key={heading} align={numeric ? 'right' : 'left'}>
              {formatMessage({ id: heading })}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record, index) => (
          <TableRow key={index}>
            {columns.map(({ heading, numeric, value }) => (
              <TableCell
                key={heading}
                align={numeric ? 'right' : 'left'}
                sx={heading === 'payment.recordReference' ? { overflowWrap: 'anywhere', minWidth: 120 } : { whiteSpace: 'nowrap' }}
              >
                {value(record)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** When the money is due: a day, on delivery for cash, or none. */
function useDueText(payment: OrderPayment): string {
  const { formatMessage } = useIntl();
  const format = useFormat();
  if (payment.dueAt) return format.date(payment.dueAt);
  return payment.method === 'cod' ? formatMessage({ id: 'payment.onDelivery' }) : '—';
}

interface PaymentPanelProps {
  order: Order;
  /** The order is the viewer's own: they may pay it. */
  own: boolean;
  /** The viewer is an administrator: they record payments and see what the gateway reported amiss. */
  isAdmin: boolean;
}

/**
 * "Payment": how the order is paid and where that stands (method, status, amount due, paid, balance, due date),
 * the money recorded, the bank's details while a transfer is owed, "Pay now" for the owner of an online order
 * still awaiting payment, and the administrators' recording. Printed with the invoice, without its buttons.
 */
export function PaymentPanel({ order, own, isAdmin }: PaymentPanelProps) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const labels = usePaymentLabels();
  const dueText = useDueText(order.payment);
  const { payment } = order;
  const balance = paymentBalance(payment);
  const owesTransfer = payment.method === 'bank-transfer' && balance > 0 && !CLOSED_STATUSES.includes(order.status);
  return (
    <Box component="section" aria-labelledby="payment-heading">
      <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap={1} sx={{ mb: 1 }}>
        <Typography id="payment-heading" variant="h6" component="h2">
          <FormattedMessage id="payment.heading" />
        </Typography>
        {isAdmin && (
          <Box data-print="hide">
            <RecordPaymentButtons order={order} />
          </Box>
        )}
      </Stack>
      {isAdmin && payment.flag && (
        <Alert severity="warning" data-print="hide" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          <FormattedMessage id="payment.flagged" values={{ reason: payment.flag.reason, reference: payment.flag.reference, date: format.date(payment.flag.at) }} />
        </Alert>
      )}
      {own && awaitingGateway(order) && <PayNow order={order} />}
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: owesTransfer ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)' } }}>
        <Box component="dl" sx={{ m: 0 }}>
          <DetailRow label={formatMessage({ id: 'payment.method' })}>{labels.method(payment.method)}</DetailRow>
          <DetailRow label={formatMessage({ id: 'payment.status' })}>
            <PaymentStatusChip status={payment.status} />
          </DetailRow>
          <DetailRow label={formatMessage({ id: 'payment.amountDue' })}>{format.money(payment.amountDue)}</DetailRow>
          <DetailRow label={formatMessage({ id: 'payment.amountPaid' })}>{format.money(payment.amountPaid)}</DetailRow>
          <DetailRow label={formatMessage({ id: 'payment.balance' })}>{format.money(balance)}</DetailRow>
          <DetailRow label={formatMessage({ id: 'payment.dueDate' })}>{dueText}</DetailRow>
        </Box>
        {owesTransfer && <BankDetails order={order} />}
      </Box>
      {payment.records.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            <FormattedMessage id="payment.records" />
          </Typography>
          <PaymentRecords records={payment.records} />
        </Box>
      )}
    </Box>
  );
}

import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { CHECKOUT_METHODS, PAYMENT_SETTINGS, withinCodLimit } from '@store/contract/payment';
import { needsApproval, type HoldReason } from '@store/contract/company';
import { useId, useState } from 'react';
import { useMyCompany } from '../companies/api/my-company';
import { useIntl } from '../../lib/i18n/intl';
import type { MessageId } from '../../lib/i18n/message-id';
import { useFormat } from '../../lib/i18n/use-format';
import { useSession } from '../../lib/session';
import { compareMoney } from '@store/contract/money';

/** A way to pay a customer may choose at checkout: the contract's, and on account for a member of an approved trade account. */
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number] | 'account';

const METHOD_CHOICE: Record<CheckoutMethod, MessageId> = {
  cod: 'checkoutPayment.cod',
  'bank-transfer': 'checkoutPayment.bankTransfer',
  online: 'checkoutPayment.online',
  account: 'tradeAccount.payOnAccount',
};

/** The trade account the customer may buy on, as checkout shows it for an order of a given total. */
export interface AccountPayment {
  companyName: string;
  available: number;
  /** The buyer's largest order without approval (null: none). */
  orderLimit: number | null;
  /** Why the account takes no order of this total now (on hold, or beyond the credit left), or null when it does. */
  closedBy: HoldReason | 'credit' | null;
  /** The total is above the buyer's order limit: the order will wait for an owner's or approver's approval. */
  waitsForApproval: boolean;
}

const beyond = (total: number, available: number) => compareMoney(total, available) > 0;

/**
 * The signed-in customer's trade account as a way to pay `total` (null while it cannot be known), or null when
 * they belong to no approved company. Read through its own query, so that nothing of it weighs on a page's
 * first download.
 */
export function useAccountPayment(total: number | null): AccountPayment | null {
  const { user } = useSession();
  const { data: company } = useMyCompany(user?.uid);
  if (!company || company.status !== 'approved') return null;
  const overCredit = total !== null && beyond(total, company.available);
  return {
    companyName: company.name,
    available: company.available,
    orderLimit: company.orderLimit,
    closedBy: company.hold ? (company.holdReason ?? 'administrator') : overCredit ? 'credit' : null,
    waitsForApproval: total !== null && needsApproval(total, company.orderLimit),
  };
}

/** Cash on delivery is for orders within the COD limit; an order whose total is not known yet is not held to it. */
const codAllowed = (total: number | null) => total === null || withinCodLimit(total);

/**
 * The method an order is placed with: the customer's choice, else what the server gives a body without one
 * (defaultPaymentMethod: cash on delivery within the COD limit, a bank transfer above it). A choice of cash that
 * the total has outgrown, or of an account that is closed to it (`accountOpen` false), falls back likewise rather
 * than place an order the server refuses.
 */
export function checkoutMethod(chosen: CheckoutMethod | null, total: number | null, accountOpen = false): CheckoutMethod {
  const allowed = chosen === 'account' ? accountOpen : chosen !== 'cod' || codAllowed(total);
  if (chosen && allowed) return chosen;
  return codAllowed(total) ? 'cod' : 'bank-transfer';
}

/** The payment choice of a checkout form whose total is `total` (null while it cannot be known). */
export function usePaymentChoice(total: number | null) {
  const [chosen, setChosen] = useState<CheckoutMethod | null>(null);
  const account = useAccountPayment(total);
  const method = checkoutMethod(chosen, total, account?.closedBy === null);
  return { method, field: { total, value: method, onChange: setChosen, account } };
}

interface PaymentMethodFieldProps {
  total: number | null;
  value: CheckoutMethod;
  onChange: (method: CheckoutMethod) => void;
  /** The customer's trade account, offered as a way to pay; null (or absent) when they have none. */
  account?: AccountPayment | null;
}

/** Why an account is closed to an order, as the note beside the option says it. */
const ACCOUNT_CLOSED: Record<NonNullable<AccountPayment['closedBy']>, MessageId> = {
  administrator: 'tradeAccount.payOnAccountHeld',
  overdue: 'tradeAccount.payOnAccountOverdue',
  credit: 'tradeAccount.payOnAccountBeyondCredit',
};

/**
 * "Payment": how the customer will pay, cash on delivery closed (and why) above the COD limit; on account for a
 * member of an approved trade account, with the credit left, closed (and why) on hold or beyond that credit.
 */
export function PaymentMethodField({ total, value, onChange, account = null }: PaymentMethodFieldProps) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const labelId = useId();
  const codNoteId = useId();
  const accountNoteId = useId();
  const codClosed = !codAllowed(total);
  const methods: readonly CheckoutMethod[] = account ? [...CHECKOUT_METHODS, 'account'] : CHECKOUT_METHODS;
  return (
    <FormControl component="fieldset" margin="normal" fullWidth>
      <FormLabel component="legend" id={labelId}>
        {formatMessage({ id: 'checkoutPayment.label' })}
      </FormLabel>
      <RadioGroup
        name="paymentMethod"
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value as CheckoutMethod)}
      >
        {methods.map((method) => {
          const closed = method === 'cod' ? codClosed : method === 'account' && account?.closedBy != null;
          const note =
            method === 'cod'
              ? closed && formatMessage({ id: 'checkoutPayment.codLimit' }, { limit: format.money(PAYMENT_SETTINGS.codLimit) })
              : method === 'account' && account && <AccountNote account={account} />;
          const noteId = method === 'cod' ? codNoteId : accountNoteId;
          return (
            <div key={method}>
              <FormControlLabel
                value={method}
                disabled={closed}
                control={<Radio slotProps={{ input: { 'aria-describedby': note ? noteId : undefined } }} />}
                label={formatMessage({ id: METHOD_CHOICE[method] })}
              />
              {note && (
                // Beside the option it explains, in the secondary text colour (readable, unlike a disabled label's).
                <Typography id={noteId} variant="body2" color="text.secondary" sx={{ ml: 4, mt: -0.5, mb: 0.5 }}>
                  {note}
                </Typography>
              )}
            </div>
          );
        })}
      </RadioGroup>
    </FormControl>
  );
}

/** What the account offers this order: the credit left, and why it is closed or that the order will wait for approval. */
function AccountNote({ account }: { account: AccountPayment }) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const available = formatMessage({ id: 'tradeAccount.payOnAccountAvailable' }, { company: account.companyName, available: format.money(account.available) });
  const then = account.closedBy
    ? formatMessage({ id: ACCOUNT_CLOSED[account.closedBy] })
    : account.waitsForApproval && formatMessage({ id: 'tradeAccount.payOnAccountWaits' }, { limit: format.money(account.orderLimit ?? 0) });
  return then ? `${available} ${then}` : available;
}

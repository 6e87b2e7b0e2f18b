import type { HoldReason, MemberRole } from '@store/contract/company';
import { useFieldErrorText, asSentence, type FieldMessages } from '../../lib/form-errors';
import { useIntl, type MessageValues } from '../../lib/i18n/intl';
import type { MessageId } from '../../lib/i18n/message-id';
import { useFormat } from '../../lib/i18n/use-format';
import type { FieldError } from 'react-hook-form';

const ROLE_LABEL: Record<MemberRole, MessageId> = {
  owner: 'tradeAccount.roleOwner',
  approver: 'tradeAccount.roleApprover',
  buyer: 'tradeAccount.roleBuyer',
};

const HOLD_TEXT: Record<HoldReason, MessageId> = {
  administrator: 'tradeAccount.holdAdministrator',
  overdue: 'tradeAccount.holdOverdue',
};

/** The names the Company pages give a member's role, an order limit and an account's hold, in the page's language. */
export function useCompanyLabels() {
  const { formatMessage } = useIntl();
  const format = useFormat();
  return {
    role: (role: MemberRole) => formatMessage({ id: ROLE_LABEL[role] }),
    /** A buyer's order limit, or that they have none. */
    orderLimit: (limit: number | null) => (limit === null ? formatMessage({ id: 'tradeAccount.noLimit' }) : format.money(limit)),
    hold: (reason: HoldReason) => formatMessage({ id: HOLD_TEXT[reason] }),
  };
}

/**
 * A field's error as a sentence in the page's language. The contract names the field as its API does
 * ("tradeLicence is required"): English pages say the form's label in its place.
 */
export function useFormFieldError() {
  const fieldErrorText = useFieldErrorText();
  return (error: FieldError | undefined, messages: FieldMessages, field: { name: string; label: string }, values?: MessageValues) =>
    asSentence(fieldErrorText(error, messages, values)?.replace(new RegExp(`^${field.name}\\b`), field.label));
}

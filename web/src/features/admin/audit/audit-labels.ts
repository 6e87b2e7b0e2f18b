import type { AuditAction, AuditTargetType } from '@store/contract/audit';
import { useIntl } from '../../../lib/i18n/intl';
import type { MessageId } from '../../../lib/i18n/message-id';

/** What each action of the log reads as. */
const AUDIT_ACTION_MESSAGES: Record<AuditAction, MessageId> = {
  'role.grant': 'auditAction.roleGrant',
  'role.revoke': 'auditAction.roleRevoke',
  'user.remove': 'auditAction.userRemove',
  'tool.create': 'auditAction.toolCreate',
  'tool.update': 'auditAction.toolUpdate',
  'tool.delete': 'auditAction.toolDelete',
  'order.status': 'auditAction.orderStatus',
  'order.payment': 'auditAction.orderPayment',
  'order.refund': 'auditAction.orderRefund',
  'order.shipment': 'auditAction.orderShipment',
  'quote.answer': 'auditAction.quoteAnswer',
  'review.hide': 'auditAction.reviewHide',
  'review.show': 'auditAction.reviewShow',
  'review.delete': 'auditAction.reviewDelete',
  'company.approve': 'auditAction.companyApprove',
  'company.decline': 'auditAction.companyDecline',
  'company.update': 'auditAction.companyUpdate',
  'company.payment': 'auditAction.companyPayment',
};

/** What kind of thing each target of an action is. */
const AUDIT_TARGET_MESSAGES: Record<AuditTargetType, MessageId> = {
  user: 'auditTarget.user',
  tool: 'auditTarget.tool',
  order: 'auditTarget.order',
  quote: 'auditTarget.quote',
  review: 'auditTarget.review',
  company: 'auditTarget.company',
};

/** The log's actions and kinds of target in the page's language. */
export function useAuditLabels() {
  const { formatMessage } = useIntl();
  return {
    action: (action: AuditAction) => formatMessage({ id: AUDIT_ACTION_MESSAGES[action] }),
    target: (type: AuditTargetType) => formatMessage({ id: AUDIT_TARGET_MESSAGES[type] }),
  };
}

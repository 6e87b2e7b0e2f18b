import type { AuditAction, AuditTargetType } from '@store/contract/audit';

/** What each action of the log reads as. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'role.grant': 'Granted admin role',
  'role.revoke': 'Revoked admin role',
  'user.remove': 'Removed user',
  'tool.create': 'Added product',
  'tool.update': 'Edited product',
  'tool.delete': 'Deleted product',
  'order.status': 'Changed order status',
  'quote.answer': 'Answered quote',
  'review.hide': 'Hid review',
  'review.show': 'Showed review',
  'review.delete': 'Deleted review',
};

export const AUDIT_TARGET_LABELS: Record<AuditTargetType, string> = {
  user: 'User',
  tool: 'Product',
  order: 'Order',
  quote: 'Quote',
  review: 'Review',
};

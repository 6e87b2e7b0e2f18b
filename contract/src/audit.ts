import { z } from './zod';
import { Cursor, cursorPage, DocId, IsoDate, pageLimit } from './common';

/**
 * What an administrator did, as the audit log names it. Each action is written in the same atomic commit as
 * the change it records, so an action refused after its checks leaves no entry.
 */
export const AUDIT_ACTIONS = [
  'role.grant',
  'role.revoke',
  'user.remove',
  'tool.create',
  'tool.update',
  'tool.delete',
  'order.status',
  'order.payment',
  'order.refund',
  'order.shipment',
  'quote.answer',
  'review.hide',
  'review.show',
  'review.delete',
  'company.approve',
  'company.decline',
  'company.update',
  'company.payment',
] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(', ')}` });
export type AuditAction = z.infer<typeof AuditAction>;

export const AUDIT_TARGETS = ['user', 'tool', 'order', 'quote', 'review', 'company'] as const;
export type AuditTargetType = (typeof AUDIT_TARGETS)[number];

/** The kind of record each action changes. */
export const auditTargetOf: Record<AuditAction, AuditTargetType> = {
  'role.grant': 'user',
  'role.revoke': 'user',
  'user.remove': 'user',
  'tool.create': 'tool',
  'tool.update': 'tool',
  'tool.delete': 'tool',
  'order.status': 'order',
  'order.payment': 'order',
  'order.refund': 'order',
  'order.shipment': 'order',
  'quote.answer': 'quote',
  'review.hide': 'review',
  'review.show': 'review',
  'review.delete': 'review',
  'company.approve': 'company',
  'company.decline': 'company',
  'company.update': 'company',
  'company.payment': 'company',
};

export const AUDIT_PAGE_MAX = 100;

export const AuditEntry = z.object({
  id: z.string(),
  at: IsoDate,
  actorUid: z.string(),
  actorEmail: z.string(),
  action: AuditAction,
  targetType: z.enum(AUDIT_TARGETS),
  targetId: z.string(),
  summary: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** Query of GET /api/audit: newest first, by action and by actor. */
export const AuditListQuery = z
  .object({
    action: AuditAction.optional(),
    actorUid: DocId.optional(),
    limit: pageLimit(AUDIT_PAGE_MAX, 50),
    cursor: Cursor.optional(),
  })
  .strict();
export type AuditListQuery = z.input<typeof AuditListQuery>;

export const AuditPage = cursorPage({ entries: z.array(AuditEntry) });
export type AuditPage = z.infer<typeof AuditPage>;

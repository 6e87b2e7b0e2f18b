import { Timestamp, type Query, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { auditTargetOf, type AuditAction, type AuditEntry } from '@store/contract/audit';
import { collections } from '../firebase';
import type { Caller } from '../http/auth';
import { readPage } from '../http/paging';
import type { AuditDocument } from './audit-model';

/** Summaries are for people reading the log: bounded, so no name or reason can make an entry large. */
const SUMMARY_MAX = 300;

/** Who did it: an administrator's verified uid and email. */
export type Actor = Pick<Caller, 'uid' | 'email'>;

/**
 * Adds the audit entry of `action` to `writer`, the transaction or batch that makes the change, so the entry
 * exists exactly when the change committed. Entries are only ever created: the API has no way to change
 * or delete one, and the rules let no client write them.
 */
export function recordAudit(writer: Transaction | WriteBatch, actor: Actor, action: AuditAction, targetId: string, summary: string): void {
  const doc: AuditDocument = {
    at: Timestamp.now(),
    actorUid: actor.uid,
    actorEmail: actor.email,
    action,
    targetType: auditTargetOf[action],
    targetId,
    summary: summary.length > SUMMARY_MAX ? `${summary.slice(0, SUMMARY_MAX - 1)}…` : summary,
  };
  (writer as WriteBatch).create(collections.audit.doc(), doc);
}

const toAuditEntry = (id: string, doc: AuditDocument): AuditEntry => ({ id, ...doc, at: doc.at.toDate().toISOString() });

/** A page of the log, newest first, by action and by actor (each with its composite index). */
export async function listAudit({ action, actorUid, limit, cursor }: { action?: AuditAction; actorUid?: string; limit: number; cursor?: string }) {
  let query: Query<AuditDocument> = collections.audit;
  if (action) query = query.where('action', '==', action);
  if (actorUid) query = query.where('actorUid', '==', actorUid);
  const page = await readPage(query, { orderBy: ['at', 'desc'], limit, cursor }, (doc) => toAuditEntry(doc.id, doc.data()));
  return { entries: page.items, nextCursor: page.nextCursor };
}

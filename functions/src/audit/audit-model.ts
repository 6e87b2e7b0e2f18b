import { z } from '@store/contract/zod';
import { AuditEntry } from '@store/contract/audit';
import { StoredTime } from '../stored-time';

/** An audit/{id} document: what an administrator did, written in the same commit as the change. */
export const AuditDocument = AuditEntry.omit({ id: true, at: true }).extend({ at: StoredTime });
export type AuditDocument = z.infer<typeof AuditDocument>;

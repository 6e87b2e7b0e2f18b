import type { AuditAction } from '@store/contract/audit';
import { auditRoutes } from '@store/contract/audit-routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { cursorPagedQuery } from '../../../../lib/cursor-paging';
import { queryKeys } from '../../../../lib/query-keys';

const ENTRIES_PER_PAGE = 50;

export interface AuditFilter {
  action?: AuditAction;
  actorUid?: string;
}

/** The audit log, newest first, of one action and one actor when given. */
export function auditLogQuery({ action, actorUid }: AuditFilter) {
  const query = { action, actorUid, limit: ENTRIES_PER_PAGE };
  return cursorPagedQuery(queryKeys.pages(auditRoutes.listAudit, { query }), (cursor, signal) =>
    callApi(auditRoutes.listAudit, { query: { ...query, cursor } }, { signal }),
  );
}

export const useAuditLog = (filter: AuditFilter) =>
  useInfiniteQuery({
    ...auditLogQuery(filter),
    // Every administrator action adds an entry, and none of them invalidates the log: read it afresh whenever
    // the page opens rather than show a cached minute-old log.
    staleTime: 0,
    select: ({ pages }) => pages.flatMap((page) => page.entries),
  });

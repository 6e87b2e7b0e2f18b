import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@store/contract/audit';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ChoiceFilter } from '../../../components/choice-filter';
import { EmptyState } from '../../../components/load-state';
import { QueryState } from '../../../components/query-state';
import { useOrderDate } from '../../../domains/orders/order-display';
import { PagedListFooter } from '../../../components/paged-list-footer';
import { TableSkeletonRows } from '../../../components/table-skeleton-rows';
import { pagedListState } from '../../../lib/cursor-paging';
import { useIntl } from '../../../lib/i18n/intl';
import { orderPagePath } from '../../../domains/orders/order-path';
import { usePageMeta } from '../../../lib/page-meta';
import { toolPagePath } from '../../../domains/tools/tool-path';
import { ActiveFilter, docIdParam } from '../active-filter';
import { AdminTable, type AdminColumn } from '../admin-table';
import { AdminPageHeading } from '../page-heading';
import { useAuditLog, type AuditFilter } from './api/audit-log';
import { useAuditLabels } from './audit-labels';

const COLUMNS: readonly AdminColumn[] = [
  { label: 'auditLog.when' },
  { label: 'auditLog.actor' },
  { label: 'auditLog.action' },
  { label: 'auditLog.target' },
  { label: 'auditLog.summary' },
];

/** The filters as the address keeps them: /dashboard/audit?action=review.hide&actor=<uid>. */
function readFilter(params: URLSearchParams): AuditFilter {
  const action = params.get('action');
  return {
    action: (AUDIT_ACTIONS as readonly (string | null)[]).includes(action) ? (action as AuditAction) : undefined,
    actorUid: docIdParam(params.get('actor')),
  };
}

function filterParams({ action, actorUid }: AuditFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (action) params.set('action', action);
  if (actorUid) params.set('actor', actorUid);
  return params;
}

/**
 * The administrators' Audit log: every administrator action, newest first, by action and by actor. The actor
 * filter is picked from an entry ("only this actor"): the log's actors include former administrators and removed
 * accounts, whom no list of today's users holds.
 */
export default function AuditLogPage() {
  const { formatMessage } = useIntl();
  const labels = useAuditLabels();
  usePageMeta({ title: formatMessage({ id: 'auditLog.title' }) });
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const entries = useAuditLog(filter);
  const { failed, reloading } = pagedListState(entries);
  const setFilter = (next: AuditFilter) => setParams(filterParams(next));
  const onlyActor = filter.actorUid ? undefined : (entry: AuditEntry) => setFilter({ ...filter, actorUid: entry.actorUid });

  const table = (list: AuditEntry[] | undefined) => <AuditEntries entries={list} reloading={reloading} onOnlyActor={onlyActor} />;
  const content = (
    <QueryState
      query={entries}
      failed={failed}
      loading={table(undefined)}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState message={formatMessage({ id: filter.action || filter.actorUid ? 'auditLog.noMatch' : 'auditLog.none' })} />}
    >
      {table}
    </QueryState>
  );

  return (
    <>
      <AdminPageHeading title={formatMessage({ id: 'auditLog.title' })} />
      <ChoiceFilter
        label={formatMessage({ id: 'auditLog.action' })}
        value={filter.action}
        choices={AUDIT_ACTIONS}
        choiceLabel={labels.action}
        allLabel={formatMessage({ id: 'auditLog.allActions' })}
        onChange={(action) => setFilter({ ...filter, action })}
        sx={{ minWidth: 240, mb: 2 }}
      />
      {filter.actorUid && (
        <ActiveFilter
          // Every entry listed is that actor's, so any of them gives the email.
          label={formatMessage({ id: 'auditLog.onlyActor' }, { email: entries.data?.[0]?.actorEmail ?? filter.actorUid })}
          clearLabel={formatMessage({ id: 'auditLog.allActors' })}
          onClear={() => setFilter({ ...filter, actorUid: undefined })}
        />
      )}
      {content}
      <PagedListFooter list={entries} />
    </>
  );
}

interface AuditEntriesProps {
  entries: AuditEntry[] | undefined;
  reloading: boolean;
  /** Narrows the log to an entry's actor; absent once it is narrowed. */
  onOnlyActor?: (entry: AuditEntry) => void;
}

/** A table on wider screens; on a phone, one card per entry. */
function AuditEntries({ entries, reloading, onOnlyActor }: AuditEntriesProps) {
  const formatOrderDate = useOrderDate();
  const { formatMessage } = useIntl();
  const labels = useAuditLabels();
  const title = formatMessage({ id: 'auditLog.title' });
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const progress = reloading && entries ? <LinearProgress aria-label={formatMessage({ id: 'auditLog.reloading' })} /> : undefined;
  if (phone) {
    if (!entries) return <Skeleton role="progressbar" aria-label={formatMessage({ id: 'auditLog.loading' })} variant="rounded" height={120} />;
    return (
      <>
        {progress}
        <Stack component="ul" spacing={1.5} aria-label={title} aria-busy={reloading} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <Paper component="article" variant="outlined" aria-label={`${labels.action(entry.action)}, ${formatOrderDate(entry.at)}`} sx={{ p: 2 }}>
                <Typography sx={{ fontWeight: 700 }}>{labels.action(entry.action)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatOrderDate(entry.at)}
                </Typography>
                <Box sx={{ mt: 0.5 }}>
                  <Actor entry={entry} onOnlyActor={onOnlyActor} />
                </Box>
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  <Target entry={entry} />
                </Typography>
                <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {entry.summary}
                </Typography>
              </Paper>
            </li>
          ))}
        </Stack>
      </>
    );
  }
  return (
    <AdminTable label={title} columns={COLUMNS} busy={reloading} progress={progress}>
      <TableBody>
        {entries ? (
          entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatOrderDate(entry.at)}</TableCell>
              <TableCell sx={{ minWidth: 180 }}>
                <Actor entry={entry} onOnlyActor={onOnlyActor} />
              </TableCell>
              <TableCell component="th" scope="row">
                {labels.action(entry.action)}
              </TableCell>
              <TableCell sx={{ minWidth: 140 }}>
                <Target entry={entry} />
              </TableCell>
              <TableCell sx={{ minWidth: 200, overflowWrap: 'anywhere' }}>{entry.summary}</TableCell>
            </TableRow>
          ))
        ) : (
          <TableSkeletonRows rows={3} columns={COLUMNS.length} testId="audit-entry-skeleton" />
        )}
      </TableBody>
    </AdminTable>
  );
}

/** Who acted, and the button that keeps only their actions. */
function Actor({ entry, onOnlyActor }: { entry: AuditEntry; onOnlyActor?: (entry: AuditEntry) => void }) {
  const { formatMessage } = useIntl();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
        {entry.actorEmail}
      </Typography>
      {onOnlyActor && (
        <IconButton
          size="small"
          onClick={() => onOnlyActor(entry)}
          aria-label={formatMessage({ id: 'auditLog.onlyActor' }, { email: entry.actorEmail })}
          title={formatMessage({ id: 'auditLog.onlyActorTitle' })}
        >
          <FilterAltOutlined fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}

/** What was acted on: its kind and id, linked to its page where it has one (an order; a tool not deleted). */
function Target({ entry }: { entry: AuditEntry }) {
  const kind = useAuditLabels().target(entry.targetType);
  const path =
    entry.targetType === 'order' ? orderPagePath(entry.targetId) : entry.targetType === 'tool' && entry.action !== 'tool.delete' ? toolPagePath(entry.targetId) : null;
  return (
    <>
      {kind}{' '}
      {path ? (
        <Link component={RouterLink} to={path} sx={{ overflowWrap: 'anywhere' }}>
          {entry.targetId}
        </Link>
      ) : (
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {entry.targetId}
        </Box>
      )}
    </>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { User } from '@store/contract/user';
import { useState, type ReactElement } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFeedback } from '../../../components/feedback';
import { EmptyState } from '../../../components/load-state';
import { QueryState } from '../../../components/query-state';
import { SearchField } from '../../../components/search-field';
import { errorMessage } from '../../../lib/api-client';
import { FormattedMessage, useIntl } from '../../../lib/i18n/intl';
import { useSession } from '../../../lib/session';
import { usePageMeta } from '../../../lib/page-meta';
import { pagedListState } from '../../../lib/cursor-paging';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-search-box';
import { AdminPageHeading } from '../page-heading';
import { PagedListFooter } from '../../../components/paged-list-footer';
import { useMakeAdmin } from './api/make-admin';
import { useRemoveAdmin } from './api/remove-admin';
import { useRemoveUser } from './api/remove-user';
import { useUserCount, useUsers } from './api/users';

/** The longest email address (and so search) the API takes. */
const SEARCH_MAX = 254;

export default function MakeAdminPage() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'adminUsers.title' }) });
  const { user: me } = useSession();
  const [search, setSearch] = useState('');
  // Emails are kept in lower case; the server lowers the search too, so this only shares the cache.
  const q = useDebouncedValue(search.trim().toLowerCase(), SEARCH_DEBOUNCE_MS);
  const users = useUsers(q);
  const userCount = useUserCount();
  const { failed, reloading } = pagedListState(users);
  const items = users.data?.users;
  const makeAdmin = useMakeAdmin();
  const removeAdmin = useRemoveAdmin();
  const removeUser = useRemoveUser();
  const { notify } = useFeedback();
  // The row whose change is on its way: its buttons wait for the answer.
  const [busyUid, setBusyUid] = useState<string | null>(null);
  const [removing, setRemoving] = useState<User | null>(null);

  const change = async (user: User, action: () => Promise<unknown>, done: string) => {
    setBusyUid(user.uid);
    try {
      await action();
      notify(done, 'success');
    } catch (error) {
      notify(errorMessage(error), 'error');
    } finally {
      setBusyUid(null);
    }
  };

  const promote = (user: User) => change(user, () => makeAdmin.mutateAsync(user.email), formatMessage({ id: 'adminUsers.promoted' }, { email: user.email }));
  const demote = (user: User) => change(user, () => removeAdmin.mutateAsync(user.email), formatMessage({ id: 'adminUsers.demoted' }, { email: user.email }));
  const confirmRemove = async () => {
    if (!removing) return;
    await change(removing, () => removeUser.mutateAsync(removing.uid), formatMessage({ id: 'adminUsers.removed' }, { email: removing.email }));
    setRemoving(null);
  };

  const isMe = (user: User) => user.uid === me?.uid;

  return (
    <>
      <AdminPageHeading title={formatMessage({ id: 'adminUsers.title' })} count={{ label: formatMessage({ id: 'adminUsers.allCount' }), total: userCount }} />
      <Box component="form" role="search" onSubmit={(event) => event.preventDefault()} sx={{ mb: 2, maxWidth: { sm: 480 } }}>
        <SearchField
          label={formatMessage({ id: 'adminUsers.search' })}
          value={search}
          onChange={setSearch}
          maxLength={SEARCH_MAX}
          size="small"
          helperText={formatMessage({ id: 'adminUsers.searchHint' })}
        />
      </Box>
      <Box role="status" aria-live="polite" sx={{ mb: 1, minHeight: 24 }}>
        {q && users.data && !users.isPlaceholderData && (
          <Typography color="text.secondary">
            <FormattedMessage id="adminUsers.matches" values={{ count: users.data.total, q }} />
          </Typography>
        )}
      </Box>

      <QueryState
        query={{ data: items, error: users.error, refetch: users.refetch }}
        failed={failed}
        loading={
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={formatMessage({ id: 'adminUsers.loading' })} />
          </Box>
        }
        isEmpty={(shown) => shown.length === 0}
        // The search box's own Clear search button goes back to every user.
        empty={<EmptyState message={q ? formatMessage({ id: 'adminUsers.noMatch' }, { q }) : formatMessage({ id: 'adminUsers.none' })} />}
      >
        {(shown) => (
          <TableContainer component={Paper} variant="outlined">
            {reloading && <LinearProgress aria-label={formatMessage({ id: 'adminUsers.reloading' })} />}
            <Table size="small" aria-label={formatMessage({ id: 'adminUsers.all' })} aria-busy={reloading} sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  <TableCell>
                    <FormattedMessage id="adminUsers.email" />
                  </TableCell>
                  <TableCell>
                    <FormattedMessage id="adminUsers.admin" />
                  </TableCell>
                  <TableCell align="center">
                    <FormattedMessage id="adminUsers.removeUser" />
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((user) => {
                  const self = isMe(user);
                  const busy = busyUid === user.uid;
                  return (
                    <TableRow key={user.uid}>
                      <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                        {user.email}
                        {self && (
                          <Typography component="span" variant="body2" color="text.secondary">
                            {' '}
                            <FormattedMessage id="adminUsers.you" />
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>
                        {user.role === 'admin' ? (
                          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                            <Chip size="small" color="primary" label={formatMessage({ id: 'adminUsers.admin' })} />
                            <SelfGuard self={self}>
                              <Button
                                size="small"
                                color="warning"
                                disabled={self || busy}
                                onClick={() => demote(user)}
                                aria-label={formatMessage({ id: 'adminUsers.removeAdminFrom' }, { email: user.email })}
                              >
                                <FormattedMessage id="adminUsers.removeAdmin" />
                              </Button>
                            </SelfGuard>
                          </Stack>
                        ) : (
                          <Button
                            size="small"
                            variant="outlined"
                            disabled={busy}
                            onClick={() => promote(user)}
                            aria-label={formatMessage({ id: 'adminUsers.makeAdminOf' }, { email: user.email })}
                          >
                            <FormattedMessage id="adminUsers.makeAdmin" />
                          </Button>
                        )}
                      </TableCell>
                      <TableCell align="center">
                        <SelfGuard self={self}>
                          <Button
                            size="small"
                            color="error"
                            disabled={self || busy}
                            onClick={() => setRemoving(user)}
                            aria-label={formatMessage({ id: 'adminUsers.removeUserOf' }, { email: user.email })}
                          >
                            <FormattedMessage id="adminUsers.removeUser" />
                          </Button>
                        </SelfGuard>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryState>
      {!users.isPlaceholderData && <PagedListFooter list={users} />}

      <ConfirmDialog
        open={removing !== null}
        title={formatMessage({ id: 'adminUsers.removeTitle' })}
        message={removing ? formatMessage({ id: 'adminUsers.removeText' }, { email: removing.email }) : ''}
        confirmLabel={formatMessage({ id: 'adminUsers.removeUser' })}
        onConfirm={confirmRemove}
        onClose={() => busyUid === null && setRemoving(null)}
        busy={removing !== null && busyUid === removing.uid}
      />
    </>
  );
}

/** A disabled button shows no tooltip by itself, so the span carries it. */
function SelfGuard({ self, children }: { self: boolean; children: ReactElement }) {
  if (!self) return children;
  return (
    <Tooltip title={<FormattedMessage id="adminUsers.notYourself" />}>
      <span>{children}</span>
    </Tooltip>
  );
}

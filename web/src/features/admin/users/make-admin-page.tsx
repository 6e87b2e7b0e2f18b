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

const SELF_TOOLTIP = 'You cannot change your own account';
/** The longest email address (and so search) the API takes. */
const SEARCH_MAX = 254;

export default function MakeAdminPage() {
  usePageMeta({ title: 'Make Admin' });
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

  const promote = (user: User) => change(user, () => makeAdmin.mutateAsync(user.email), `${user.email} is now an admin`);
  const demote = (user: User) => change(user, () => removeAdmin.mutateAsync(user.email), `${user.email} is no longer an admin`);
  const confirmRemove = async () => {
    if (!removing) return;
    await change(removing, () => removeUser.mutateAsync(removing.uid), `${removing.email} was removed`);
    setRemoving(null);
  };

  const isMe = (user: User) => user.uid === me?.uid;

  return (
    <>
      <AdminPageHeading title="Make Admin" count={{ label: 'All Users', total: userCount }} />
      <Box component="form" role="search" onSubmit={(event) => event.preventDefault()} sx={{ mb: 2, maxWidth: { sm: 480 } }}>
        <SearchField label="Search by email" value={search} onChange={setSearch} maxLength={SEARCH_MAX} size="small" helperText="The start of an email address" />
      </Box>
      <Box role="status" aria-live="polite" sx={{ mb: 1, minHeight: 24 }}>
        {q && users.data && !users.isPlaceholderData && (
          <Typography color="text.secondary">
            {users.data.total} {users.data.total === 1 ? 'user matches' : 'users match'} “{q}”
          </Typography>
        )}
      </Box>

      <QueryState
        query={{ data: items, error: users.error, refetch: users.refetch }}
        failed={failed}
        loading={
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading users" />
          </Box>
        }
        isEmpty={(shown) => shown.length === 0}
        // The search box's own Clear search button goes back to every user.
        empty={<EmptyState message={q ? `No users match “${q}”` : 'There are no users yet'} />}
      >
        {(shown) => (
          <TableContainer component={Paper} variant="outlined">
            {reloading && <LinearProgress aria-label="Reloading users" />}
            <Table size="small" aria-label="All users" aria-busy={reloading} sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  <TableCell>Email</TableCell>
                  <TableCell>Admin</TableCell>
                  <TableCell align="center">Remove User</TableCell>
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
                            (you)
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>
                        {user.role === 'admin' ? (
                          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                            <Chip size="small" color="primary" label="Admin" />
                            <SelfGuard self={self}>
                              <Button size="small" color="warning" disabled={self || busy} onClick={() => demote(user)} aria-label={`Remove admin from ${user.email}`}>
                                Remove Admin
                              </Button>
                            </SelfGuard>
                          </Stack>
                        ) : (
                          <Button size="small" variant="outlined" disabled={busy} onClick={() => promote(user)} aria-label={`Make Admin: ${user.email}`}>
                            Make Admin
                          </Button>
                        )}
                      </TableCell>
                      <TableCell align="center">
                        <SelfGuard self={self}>
                          <Button size="small" color="error" disabled={self || busy} onClick={() => setRemoving(user)} aria-label={`Remove user ${user.email}`}>
                            Remove User
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
        title="Remove this user?"
        message={removing ? `The account of ${removing.email} will be deleted. This cannot be undone.` : ''}
        confirmLabel="Remove User"
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
    <Tooltip title={SELF_TOOLTIP}>
      <span>{children}</span>
    </Tooltip>
  );
}

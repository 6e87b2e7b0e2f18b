import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Tool } from '@store/contract/tool';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFeedback } from '../../../components/feedback';
import { EmptyState, ErrorState } from '../../../components/load-state';
import { formatMoney } from '../../../lib/format';
import { TableSkeletonRows } from '../../../components/table-skeleton-rows';
import { errorMessage } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/page-meta';
import { AdminTable } from '../admin-table';
import { pagedListState } from '../../../lib/cursor-paging';
import { AdminPageHeading } from '../page-heading';
import { PagedListFooter } from '../../../components/paged-list-footer';
import { useDeleteTool } from './api/delete-tool';
import { useToolList } from './api/tool-list';
import { EditToolDialog } from './edit-tool-dialog';

const TOOL_COLUMNS = [
  { label: 'Name' },
  { label: 'Price', align: 'right' },
  { label: 'Edit', align: 'center' },
  { label: 'Delete', align: 'center' },
] as const;

export default function ManageProductsPage() {
  usePageMeta({ title: 'Manage Products' });
  const tools = useToolList();
  const { failed, reloading } = pagedListState(tools);
  const items = tools.data?.tools;
  const deleteTool = useDeleteTool();
  const { notify } = useFeedback();
  const [editing, setEditing] = useState<Tool | null>(null);
  const [deleting, setDeleting] = useState<Tool | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    deleteTool.mutate(deleting.id, {
      onSuccess: () => notify(`${deleting.name} was deleted`, 'success'),
      onError: (error) => notify(errorMessage(error), 'error'),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <AdminPageHeading title="Manage Products" count={{ label: 'All Tools', total: tools.data?.total }} />

      {failed ? (
        <ErrorState message={errorMessage(tools.error)} onRetry={() => void tools.refetch()} />
      ) : items?.length === 0 ? (
        <EmptyState message="There are no tools yet" />
      ) : (
        <AdminTable
          label="All tools"
          columns={TOOL_COLUMNS}
          busy={reloading}
          progress={reloading && items && <LinearProgress aria-label="Reloading tools" />}
        >
          <TableBody>
            {items
              ? items.map((tool) => (
                  <TableRow key={tool.id}>
                    <TableCell component="th" scope="row">
                      {tool.name}
                    </TableCell>
                    <TableCell align="right">{formatMoney(tool.price)}</TableCell>
                    <TableCell align="center">
                      <RowAction label="Edit" icon={<EditOutlined />} subject={tool.name} onClick={() => setEditing(tool)} />
                    </TableCell>
                    <TableCell align="center">
                      <RowAction
                        label="Delete"
                        icon={<DeleteOutline />}
                        subject={tool.name}
                        color="error"
                        onClick={() => setDeleting(tool)}
                      />
                    </TableCell>
                  </TableRow>
                ))
              : <TableSkeletonRows rows={4} columns={4} />}
          </TableBody>
        </AdminTable>
      )}
      <PagedListFooter list={tools} />

      <EditToolDialog
        tool={editing}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this tool?"
        message={deleting ? `${deleting.name} will be removed from the catalog. This cannot be undone.` : ''}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onClose={() => !deleteTool.isPending && setDeleting(null)}
        busy={deleteTool.isPending}
      />
    </>
  );
}

interface RowActionProps {
  label: string;
  icon: ReactNode;
  /** What the action is about, for its accessible name ("Edit Cordless Drill"). */
  subject: string;
  color?: 'primary' | 'error';
  onClick: () => void;
}

/** A labelled button, or just its icon on a phone where the table has no room for words. */
function RowAction({ label, icon, subject, color = 'primary', onClick }: RowActionProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  if (phone) {
    return (
      <IconButton size="small" color={color} onClick={onClick} aria-label={`${label} ${subject}`}>
        {icon}
      </IconButton>
    );
  }
  return (
    <Button size="small" color={color} startIcon={icon} onClick={onClick} aria-label={`${label} ${subject}`}>
      {label}
    </Button>
  );
}

import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { SEARCH_MAX, type Tool } from '@store/contract/tool';
import { useState, type ReactNode } from 'react';
import { FilterForm } from '../../../components/filter-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/load-state';
import { QueryState } from '../../../components/query-state';
import { PagedListFooter } from '../../../components/paged-list-footer';
import { SearchField } from '../../../components/search-field';
import { useConfirmedAction } from '../../../components/use-confirmed-action';
import { TableSkeletonRows } from '../../../components/table-skeleton-rows';
import { pagedListState } from '../../../lib/cursor-paging';
import { FormattedMessage, useIntl } from '../../../lib/i18n/intl';
import { useFormat } from '../../../lib/i18n/use-format';
import { usePageMeta } from '../../../lib/page-meta';
import { useSearchBox } from '../../../lib/use-search-box';
import { useUrlView } from '../../../lib/use-url-view';
import { AdminTable, type AdminColumn } from '../admin-table';
import { AdminPageHeading } from '../page-heading';
import { useDeleteTool } from './api/delete-tool';
import { useToolList } from './api/tool-list';
import { EditToolDialog } from './edit-tool-dialog';
import { productsSearchParams, readProductsView, toolListFilter, type ProductsView } from './manage-products-view';

const columnsFor = (phone: boolean): AdminColumn[] => [
  { label: 'adminProducts.name' },
  // A phone has no room for them: the sku and stock go under the name.
  ...(phone ? [] : [{ label: 'adminProducts.sku' } as const]),
  { label: 'adminProducts.price', align: 'right' },
  ...(phone ? [] : [{ label: 'adminProducts.stock' } as const]),
  { label: 'adminProducts.edit', align: 'center' },
  { label: 'adminProducts.delete', align: 'center' },
];

export default function ManageProductsPage() {
  const { formatMessage } = useIntl();
  const format = useFormat();
  usePageMeta({ title: formatMessage({ id: 'adminProducts.manageTitle' }) });
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [view, changeView] = useUrlView(readProductsView, productsSearchParams);
  // Replaced, not pushed: Back leaves the page rather than stepping through each search.
  const showView = (change: Partial<ProductsView>) => changeView((current) => ({ ...current, ...change }), { replace: true });
  const [search, setSearch] = useSearchBox(view.search, (settled) => showView({ search: settled }));

  const tools = useToolList(toolListFilter(view));
  const { failed, reloading } = pagedListState(tools);
  const items = tools.data?.tools;
  const searching = view.search !== '';
  const total = tools.isPlaceholderData ? undefined : tools.data?.total;

  const deleteTool = useDeleteTool();
  const [editing, setEditing] = useState<Tool | null>(null);
  const remove = useConfirmedAction(
    (tool: Tool) => deleteTool.mutateAsync(tool.id),
    (tool) => formatMessage({ id: 'adminProducts.deleted' }, { name: tool.name }),
  );

  const clearSearch = () => {
    setSearch('');
    showView({ search: '' });
  };
  const noMatch = (
    <EmptyState
      message={formatMessage({ id: 'adminProducts.noMatch' }, { search: view.search })}
      action={
        <Button variant="outlined" onClick={clearSearch}>
          <FormattedMessage id="adminProducts.showAll" />
        </Button>
      }
    />
  );
  const columns = columnsFor(phone);

  const table = (list: Tool[] | undefined) => (
    <AdminTable
      label={formatMessage({ id: searching ? 'adminProducts.found' : 'adminProducts.all' })}
      columns={columns}
      busy={reloading}
      progress={reloading && items && <LinearProgress aria-label={formatMessage({ id: 'adminProducts.reloading' })} />}
    >
      <TableBody>
        {list
          ? list.map((tool) => (
              <TableRow key={tool.id}>
                {/* Names and skus break anywhere when they must: the actions stay in view beside them at 1280 px. */}
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                  {tool.name}
                  {phone && (
                    <>
                      <Typography variant="caption" component="div" color="text.secondary" sx={{ mb: 0.5 }}>
                        {tool.sku ? formatMessage({ id: 'adminProducts.skuOf' }, { sku: tool.sku }) : formatMessage({ id: 'adminProducts.noSkuShort' })}
                      </Typography>
                      <Stock available={tool.available} minimum={tool.minimum} />
                    </>
                  )}
                </TableCell>
                {!phone && <TableCell sx={{ overflowWrap: 'anywhere', minWidth: '10ch' }}>{tool.sku ?? <NoSku />}</TableCell>}
                <TableCell align="right">{format.money(tool.price)}</TableCell>
                {!phone && (
                  <TableCell>
                    <Stock available={tool.available} minimum={tool.minimum} />
                  </TableCell>
                )}
                <TableCell align="center">
                  <RowAction
                    label={formatMessage({ id: 'adminProducts.edit' })}
                    accessibleName={formatMessage({ id: 'adminProducts.editOf' }, { name: tool.name })}
                    icon={<EditOutlined />}
                    phone={phone}
                    onClick={() => setEditing(tool)}
                  />
                </TableCell>
                <TableCell align="center">
                  <RowAction
                    label={formatMessage({ id: 'adminProducts.delete' })}
                    accessibleName={formatMessage({ id: 'adminProducts.deleteOf' }, { name: tool.name })}
                    icon={<DeleteOutline />}
                    phone={phone}
                    color="error"
                    onClick={() => remove.ask(tool)}
                  />
                </TableCell>
              </TableRow>
            ))
          : <TableSkeletonRows rows={4} columns={columns.length} />}
      </TableBody>
    </AdminTable>
  );
  const content = (
    <QueryState
      query={{ data: items, error: tools.error, refetch: tools.refetch }}
      failed={failed}
      failure={formatMessage({ id: 'adminProducts.loadFailed' })}
      loading={table(undefined)}
      isEmpty={(list) => list.length === 0}
      empty={searching ? noMatch : <EmptyState message={formatMessage({ id: 'adminProducts.none' })} />}
    >
      {table}
    </QueryState>
  );

  return (
    <>
      <AdminPageHeading
        title={formatMessage({ id: 'adminProducts.manageTitle' })}
        count={{ label: formatMessage({ id: searching ? 'adminProducts.found' : 'adminProducts.allCount' }), total }}
      />
      <ProductSearch view={view} search={search} onSearchChange={setSearch} onStockFirstChange={(stockFirst) => showView({ stockFirst })} />

      {content}
      {!failed && <PagedListFooter list={tools} />}

      <EditToolDialog
        tool={editing}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
      <ConfirmDialog
        {...remove.dialog}
        title={formatMessage({ id: 'adminProducts.deleteTitle' })}
        message={remove.target ? formatMessage({ id: 'adminProducts.deleteText' }, { name: remove.target.name }) : ''}
        confirmLabel={formatMessage({ id: 'adminProducts.delete' })}
      />
    </>
  );
}

interface ProductSearchProps {
  view: ProductsView;
  /** The text in the box, ahead of the view's while typing goes on. */
  search: string;
  onSearchChange: (search: string) => void;
  onStockFirstChange: (stockFirst: boolean) => void;
}

/** One search box for names and skus alike (the store's search finds either), and the stock-first sort. */
function ProductSearch({ view, search, onSearchChange, onStockFirstChange }: ProductSearchProps) {
  const { formatMessage } = useIntl();
  return (
    <FilterForm label={formatMessage({ id: 'adminProducts.find' })} sx={{ alignItems: { xs: 'stretch', md: 'center' }, my: 2 }}>
      <SearchField
        label={formatMessage({ id: 'adminProducts.searchNameOrSku' })}
        value={search}
        onChange={onSearchChange}
        placeholder={formatMessage({ id: 'adminProducts.searchPlaceholder' })}
        maxLength={SEARCH_MAX}
        sx={{ flex: 1, minWidth: { md: 240 } }}
      />
      <FormControlLabel
        control={<Switch checked={view.stockFirst} onChange={(event) => onStockFirstChange(event.target.checked)} />}
        label={formatMessage({ id: 'adminProducts.stockFirst' })}
        sx={{ mr: 0, whiteSpace: 'nowrap' }}
      />
    </FilterForm>
  );
}

/** How many units are left and the minimum order; "Out of stock" when fewer are left than the minimum order. */
function Stock({ available, minimum }: { available: number; minimum: number }) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <span>{formatMessage({ id: 'adminProducts.available' }, { count: format.count(available) })}</span>
      <Typography variant="caption" color="text.secondary">
        {formatMessage({ id: 'adminProducts.minimumOrder' }, { count: format.count(minimum) })}
      </Typography>
      {available < minimum && <Chip size="small" color="error" variant="outlined" label={formatMessage({ id: 'adminProducts.outOfStock' })} />}
    </Stack>
  );
}

/** A tool from before skus, which no administrator has given one yet. */
function NoSku() {
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      <FormattedMessage id="adminProducts.noSku" />
    </Typography>
  );
}

interface RowActionProps {
  label: string;
  /** The action and what it is about ("Edit Cordless Drill"). */
  accessibleName: string;
  icon: ReactNode;
  /** A phone has no room for the words: just the icon. */
  phone: boolean;
  color?: 'primary' | 'error';
  onClick: () => void;
}

/** A labelled button, or just its icon on a phone where the table has no room for words. */
function RowAction({ label, accessibleName, icon, phone, color = 'primary', onClick }: RowActionProps) {
  if (phone) {
    return (
      <IconButton size="small" color={color} onClick={onClick} aria-label={accessibleName}>
        {icon}
      </IconButton>
    );
  }
  return (
    <Button size="small" color={color} startIcon={icon} onClick={onClick} aria-label={accessibleName}>
      {label}
    </Button>
  );
}

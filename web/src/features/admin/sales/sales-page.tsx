import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SalesMonth } from '@store/contract/stats';
import { lazy, Suspense } from 'react';
import { EmptyState } from '../../../components/load-state';
import { QueryState } from '../../../components/query-state';
import { FormattedMessage, useIntl } from '../../../lib/i18n/intl';
import { useFormat } from '../../../lib/i18n/use-format';
import { usePageMeta } from '../../../lib/page-meta';
import { AdminTable, type AdminColumn } from '../admin-table';
import { useSalesStats } from './api/sales-stats';
import { useMonthLabel } from './month-label';
import { sumMoney } from '@store/contract/money';

const SalesCharts = lazy(() => import('./sales-charts'));

export default function SalesPage() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'sales.title' }) });
  const stats = useSalesStats();
  const months = stats.data?.months;

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="sales.title" />
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        <FormattedMessage id="sales.intro" />
      </Typography>
      <QueryState
        query={{ data: months, error: stats.error, refetch: stats.refetch }}
        failed={!months && Boolean(stats.error) && !stats.isFetching}
        loading={<Loading label={formatMessage({ id: 'sales.loading' })} />}
        isEmpty={(shown) => shown.every((month) => month.orders === 0)}
        empty={<EmptyState message={formatMessage({ id: 'sales.none' })} />}
      >
        {(shown) => (
          <>
            <Suspense fallback={<Loading label={formatMessage({ id: 'sales.loadingCharts' })} />}>
              <SalesCharts months={shown} />
            </Suspense>
            <SalesTable months={shown} />
          </>
        )}
      </QueryState>
    </>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

const SALES_COLUMNS: readonly AdminColumn[] = [
  { label: 'sales.month' },
  { label: 'sales.orders', align: 'right' },
  { label: 'sales.units', align: 'right' },
  { label: 'sales.revenue', align: 'right' },
];

function SalesTable({ months }: { months: SalesMonth[] }) {
  const totals = months.reduce((sum, month) => ({ orders: sum.orders + month.orders, units: sum.units + month.units }), { orders: 0, units: 0 });
  const revenue = sumMoney(months.map((month) => month.revenue));
  const { formatMessage } = useIntl();
  const format = useFormat();
  const monthLabel = useMonthLabel();
  return (
    <AdminTable label={formatMessage({ id: 'sales.table' })} columns={SALES_COLUMNS} sx={{ mt: 3, maxWidth: 640 }}>
      <TableBody>
        {months.map((month) => (
          <TableRow key={month.month}>
            <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
              {monthLabel(month.month)}
            </TableCell>
            <TableCell align="right">{format.count(month.orders)}</TableCell>
            <TableCell align="right">{format.count(month.units)}</TableCell>
            <TableCell align="right">{format.money(month.revenue)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter sx={{ '& .MuiTableCell-root': { typography: 'body2', color: 'text.primary', fontWeight: 600 } }}>
        <TableRow>
          <TableCell component="th" scope="row">
            <FormattedMessage id="sales.total" />
          </TableCell>
          <TableCell align="right">{format.count(totals.orders)}</TableCell>
          <TableCell align="right">{format.count(totals.units)}</TableCell>
          <TableCell align="right">{format.money(revenue)}</TableCell>
        </TableRow>
      </TableFooter>
    </AdminTable>
  );
}

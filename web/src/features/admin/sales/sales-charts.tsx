import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { SalesMonth } from '@store/contract/stats';
import { formatMoney } from '../../../components/order-display';
import { monthLabel } from './month-label';

const CHART_HEIGHT = 280;

/** Units as bars and revenue as a line, month by month (this module is loaded only by the Sales page). */
export default function SalesCharts({ months }: { months: SalesMonth[] }) {
  const labels = months.map((month) => monthLabel(month.month));
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <figure style={{ margin: 0 }}>
        <Typography component="figcaption" variant="subtitle1">
          Units sold per month
        </Typography>
        <BarChart
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'band', data: labels }]}
          series={[{ data: months.map((month) => month.units), label: 'Units', color: undefined }]}
          margin={{ left: 8, right: 8 }}
        />
      </figure>
      <figure style={{ margin: 0 }}>
        <Typography component="figcaption" variant="subtitle1">
          Revenue per month
        </Typography>
        <LineChart
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'point', data: labels }]}
          series={[
            {
              data: months.map((month) => month.revenue),
              label: 'Revenue',
              valueFormatter: (value) => (value === null ? '' : formatMoney(value)),
            },
          ]}
          margin={{ left: 8, right: 8 }}
        />
      </figure>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { SalesMonth } from '@store/contract/stats';
import { formatMoney } from '@store/contract/format';
import { monthLabel } from './month-label';

const CHART_HEIGHT = 280;
const AXIS_WIDTH = 56;
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Units as bars and revenue as a line, month by month (this module is loaded only by the Sales page). */
export default function SalesCharts({ months }: { months: SalesMonth[] }) {
  const theme = useTheme();
  const labels = months.map((month) => monthLabel(month.month));
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      <Box component="figure" sx={{ m: 0 }}>
        <Typography component="figcaption" variant="subtitle1">
          Units sold per month
        </Typography>
        <BarChart
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'band', data: labels }]}
          yAxis={[{ width: AXIS_WIDTH, valueFormatter: (value: number) => compact.format(value) }]}
          series={[{ data: months.map((month) => month.units), label: 'Units', color: theme.palette.primary.main }]}
        />
      </Box>
      <Box component="figure" sx={{ m: 0 }}>
        <Typography component="figcaption" variant="subtitle1">
          Revenue per month
        </Typography>
        <LineChart
          height={CHART_HEIGHT}
          // Room on the right for the last month's point, which sits on the chart's edge.
          margin={{ right: 16 }}
          xAxis={[{ scaleType: 'point', data: labels }]}
          yAxis={[{ width: AXIS_WIDTH, valueFormatter: (value: number) => `$${compact.format(value)}` }]}
          series={[
            {
              data: months.map((month) => month.revenue),
              label: 'Revenue',
              color: theme.palette.secondary.dark,
              curve: 'linear',
              valueFormatter: (value) => (value === null ? '' : formatMoney(value)),
            },
          ]}
        />
      </Box>
    </Box>
  );
}

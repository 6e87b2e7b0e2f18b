import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from '../../lib/i18n/intl';
import { CHART_CARD_MAX_WIDTH, CHART_HEIGHT, SAMPLE_SALES } from './sample-sales';

const toolsUnit = SAMPLE_SALES.map((row) => row.toolsUnit);
const sell = SAMPLE_SALES.map((row) => row.sell);

/** Bar and line chart of the sample figures; its own chunk, loaded when the section nears the screen. */
export default function SampleSalesCharts() {
  const { palette } = useTheme();
  const { locale, formatMessage } = useIntl();
  const months = useMemo(() => {
    // A month's short name in the page's language ("Mar", "মার্চ"); the 1st at noon UTC is that month in every zone.
    const monthName = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    return SAMPLE_SALES.map((row) => monthName.format(Date.UTC(2026, row.month - 1, 1, 12)));
  }, [locale]);
  const units = (value: number | null) => (value === null ? '' : formatMessage({ id: 'home.chartUnits' }, { units: value }));
  const series = [
    { id: 'toolsUnit', label: formatMessage({ id: 'home.chartToolsUnit' }), color: palette.primary.main, valueFormatter: units },
    { id: 'sell', label: formatMessage({ id: 'home.chartSell' }), color: palette.secondary.main, valueFormatter: units },
  ];

  return (
    <>
      <ChartCard title={formatMessage({ id: 'home.chartBar' })}>
        <BarChart
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'band', data: months }]}
          yAxis={[{ width: 56 }]}
          series={series.map((s, i) => ({ ...s, data: i === 0 ? toolsUnit : sell }))}
        />
      </ChartCard>
      <ChartCard title={formatMessage({ id: 'home.chartLine' })}>
        <LineChart
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[{ width: 56 }]}
          series={series.map((s, i) => ({ ...s, data: i === 0 ? toolsUnit : sell, curve: 'linear' as const }))}
        />
      </ChartCard>
    </>
  );
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: CHART_CARD_MAX_WIDTH, p: 1 }}>
      <Typography component="h3" sx={{ fontWeight: 700, px: 1, pt: 1 }}>
        {title}
      </Typography>
      <Box sx={{ width: '100%', height: CHART_HEIGHT }}>{children}</Box>
    </Paper>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReactNode } from 'react';
import { CHART_CARD_MAX_WIDTH, CHART_HEIGHT, SAMPLE_SALES } from './sample-sales';

const months = SAMPLE_SALES.map((row) => row.month);
const toolsUnit = SAMPLE_SALES.map((row) => row.toolsUnit);
const sell = SAMPLE_SALES.map((row) => row.sell);
const units = (value: number | null) => (value === null ? '' : `${value.toLocaleString('en-US')} units`);

/** Bar and line chart of the sample figures; its own chunk, loaded when the section nears the screen. */
export default function SampleSalesCharts() {
  const { palette } = useTheme();
  const series = [
    { id: 'toolsUnit', label: 'toolsUnit', color: palette.primary.main, valueFormatter: units },
    { id: 'sell', label: 'sell', color: palette.secondary.main, valueFormatter: units },
  ];

  return (
    <>
      <ChartCard title="Units per month (bar)">
        <BarChart
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'band', data: months }]}
          yAxis={[{ width: 56 }]}
          series={series.map((s, i) => ({ ...s, data: i === 0 ? toolsUnit : sell }))}
        />
      </ChartCard>
      <ChartCard title="Units per month (line)">
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

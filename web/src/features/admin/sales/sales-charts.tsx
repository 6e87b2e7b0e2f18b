import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { INTL_LOCALE, type Locale } from '@store/contract/locale';
import { moneyFormatFor } from '@store/contract/money';
import type { SalesMonth } from '@store/contract/stats';
import { useMemo, type ReactNode } from 'react';
import { site } from '../../../config/site';
import { FormattedMessage, useIntl } from '../../../lib/i18n/intl';
import { useLocale } from '../../../lib/i18n/locale-path';
import type { MessageId } from '../../../lib/i18n/message-id';
import { useFormat } from '../../../lib/i18n/use-format';
import { useMonthLabel } from './month-label';

const CHART_HEIGHT = 280;
const AXIS_WIDTH = 56;

/**
 * The axes' short numbers ("12.3K", "৳1.5M"; "১২.৩ হা", "৳১২.৩ হা" in Bangla), which the page's formatters do not
 * write; money as the store writes it anywhere, its sign first.
 */
function useAxisFormats(locale: Locale) {
  return useMemo(() => {
    const count = new Intl.NumberFormat(INTL_LOCALE[locale], { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });
    return { count: (value: number) => count.format(value), money: moneyFormatFor(locale, site.currency, 'compact') };
  }, [locale]);
}

/** A chart with its caption above it. */
function ChartFigure({ caption, children }: { caption: MessageId; children: ReactNode }) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1">
        <FormattedMessage id={caption} />
      </Typography>
      {children}
    </Box>
  );
}

/** Units as bars and revenue as a line, month by month (this module is loaded only by the Sales page). */
export default function SalesCharts({ months }: { months: SalesMonth[] }) {
  const theme = useTheme();
  const { formatMessage } = useIntl();
  const format = useFormat();
  const axis = useAxisFormats(useLocale());
  const monthLabel = useMonthLabel();
  const labels = months.map((month) => monthLabel(month.month));
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      <ChartFigure caption="sales.unitsChart">
        <BarChart
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'band', data: labels }]}
          yAxis={[{ width: AXIS_WIDTH, valueFormatter: (value: number) => axis.count(value) }]}
          series={[
            {
              data: months.map((month) => month.units),
              label: formatMessage({ id: 'sales.units' }),
              color: theme.palette.primary.main,
              valueFormatter: (value) => (value === null ? '' : format.count(value)),
            },
          ]}
        />
      </ChartFigure>
      <ChartFigure caption="sales.revenueChart">
        <LineChart
          height={CHART_HEIGHT}
          // Room on the right for the last month's point, which sits on the chart's edge.
          margin={{ right: 16 }}
          xAxis={[{ scaleType: 'point', data: labels }]}
          yAxis={[{ width: AXIS_WIDTH, valueFormatter: (value: number) => axis.money(value) }]}
          series={[
            {
              data: months.map((month) => month.revenue),
              label: formatMessage({ id: 'sales.revenue' }),
              color: theme.palette.secondary.dark,
              curve: 'linear',
              valueFormatter: (value) => (value === null ? '' : format.money(value)),
            },
          ]}
        />
      </ChartFigure>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CHART_CARD_MAX_WIDTH, CHART_HEIGHT } from './sample-sales';
import { cardSurfaceSx } from '../../components/card-surface';
import { Placeholder } from '../../components/placeholder';
import { FormattedMessage } from '../../lib/i18n/intl';

const SampleSalesCharts = lazy(() => import('./sample-sales-charts'));

function ChartSkeleton() {
  return (
    <Box sx={[cardSurfaceSx, { width: '100%', maxWidth: CHART_CARD_MAX_WIDTH, p: 1 }]} aria-hidden>
      <Placeholder sx={{ mx: 1, mt: 1, width: 180 }} />
      <Placeholder variant="rounded" sx={{ width: '100%', height: CHART_HEIGHT }} />
    </Box>
  );
}

/** True once the element has come within `margin` of the viewport (then stays true). */
function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, near]);
  return { ref, near };
}

/** "Total Tools and Sells Tools Unit in Month": the chart library loads only when this is scrolled near. */
export function SalesChartSection() {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const skeletons = (
    <>
      <ChartSkeleton />
      <ChartSkeleton />
    </>
  );
  return (
    <Box component="section" aria-labelledby="sales-chart-heading" sx={{ py: { xs: 5, md: 7 } }}>
      <Container maxWidth="lg">
        <Typography id="sales-chart-heading" variant="h3" component="h2" sx={{ textAlign: 'center', mb: 4 }}>
          <FormattedMessage id="home.salesChart" />
        </Typography>
        <Box
          ref={ref}
          data-testid="sales-charts"
          sx={{ display: 'flex', flexDirection: { xs: 'column', lg: 'row' }, alignItems: 'center', justifyContent: 'center', gap: 3 }}
        >
          {near ? <Suspense fallback={skeletons}>{<SampleSalesCharts />}</Suspense> : skeletons}
        </Box>
      </Container>
    </Box>
  );
}

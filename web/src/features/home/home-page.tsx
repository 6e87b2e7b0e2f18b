import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { site } from '../../config/site';
import { usePageMeta } from '../../lib/page-meta';
import { ContactBlock } from './contact-block';
import { FeaturedTools } from './featured-tools';
import { HeroCarousel } from './hero-carousel';
import { LatestReviews } from './latest-reviews';
import { SalesChartSection } from './sales-chart-section';
import { SLIDES } from './slides';
import { StatsBanner } from './stats-banner';

export { prefetchHome as prefetch } from './prefetch-home';

export default function HomePage() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'home.title' }), leadImage: SLIDES[0]?.image });
  return (
    <Box>
      <Typography variant="h1" sx={visuallyHidden}>
        {site.companyName}: <FormattedMessage id="site.tagline" />
      </Typography>
      <HeroCarousel slides={SLIDES} />
      <LatestReviews />
      <FeaturedTools />
      <StatsBanner />
      <SalesChartSection />
      <ContactBlock />
    </Box>
  );
}

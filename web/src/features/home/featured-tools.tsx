import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { CardGrid } from '../../components/card-grid';
import { ErrorState, EmptyState } from '../../components/load-state';
import { ToolCard, ToolCardSkeleton } from '../../domains/tools/tool-card';
import { site } from '../../config/site';
import { useErrorText } from '../../lib/api-client';
import { FEATURED_COUNT, useFeaturedTools } from './api/featured-tools';
import { HomeSection } from './home-section';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';


/** A few tools on Home, in the catalog's layout, with a link to the whole catalog. */
export function FeaturedTools() {
  const { data, error, refetch } = useFeaturedTools();
  const { formatMessage } = useIntl();
  const errorText = useErrorText();

  let content;
  if (data?.tools.length === 0) content = <EmptyState message={formatMessage({ id: 'home.noTools' })} />;
  else if (data)
    content = (
      <CardGrid>
        {data.tools.map((tool) => (
          <ToolCard key={tool.id} tool={tool} />
        ))}
      </CardGrid>
    );
  else if (error) content = <ErrorState message={formatMessage({ id: 'home.toolsFailed' }, { reason: errorText(error) })} onRetry={() => void refetch()} />;
  else
    content = (
      <CardGrid aria-busy="true" aria-label={formatMessage({ id: 'home.loadingTools' })}>
        {Array.from({ length: FEATURED_COUNT }, (_, i) => (
          <ToolCardSkeleton key={i} />
        ))}
      </CardGrid>
    );

  return (
    <HomeSection id="tools-heading" overline={formatMessage({ id: 'home.ourTools' })} title={site.companyName} paper>
      {content}
      <Box sx={{ textAlign: 'center', mt: 4 }}>
        <Button component={RouterLink} to="/tools" variant="outlined" size="large" endIcon={<ArrowForward />}>
          <FormattedMessage id="home.seeAllTools" />
        </Button>
      </Box>
    </HomeSection>
  );
}

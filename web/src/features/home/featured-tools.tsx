import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CardGrid } from '../../components/card-grid';
import { ErrorState, EmptyState } from '../../components/load-state';
import { ToolCard, ToolCardSkeleton } from '../../components/tool-card';
import { site } from '../../config/site';
import { errorMessage } from '../../lib/api-client';
import { FEATURED_COUNT, useFeaturedTools } from './api/featured-tools';


/** A few tools on Home, in the catalog's layout, with a link to the whole catalog. */
export function FeaturedTools() {
  const { data, error, refetch } = useFeaturedTools();

  let content;
  if (data?.tools.length === 0) content = <EmptyState message="No tools are listed yet. Please check back soon." />;
  else if (data)
    content = (
      <CardGrid>
        {data.tools.map((tool) => (
          <ToolCard key={tool.id} tool={tool} />
        ))}
      </CardGrid>
    );
  else if (error) content = <ErrorState message={`Could not load the tools. ${errorMessage(error)}`} onRetry={() => void refetch()} />;
  else
    content = (
      <CardGrid aria-busy="true" aria-label="Loading tools">
        {Array.from({ length: FEATURED_COUNT }, (_, i) => (
          <ToolCardSkeleton key={i} />
        ))}
      </CardGrid>
    );

  return (
    <Box component="section" aria-labelledby="tools-heading" sx={{ py: { xs: 5, md: 7 }, bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Typography variant="overline" component="p" color="text.accent" sx={{ textAlign: 'center', fontWeight: 700 }}>
          Our tools
        </Typography>
        <Typography id="tools-heading" variant="h3" component="h2" sx={{ textAlign: 'center', mb: 4 }}>
          {site.companyName}
        </Typography>
        {content}
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button component={RouterLink} to="/tools" variant="outlined" size="large" endIcon={<ArrowForward />}>
            See all tools
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState, EmptyState } from '../../components/load-state';
import { ToolCard, ToolCardSkeleton } from '../../components/tool-card';
import { site } from '../../config/site';
import { errorMessage } from '../../lib/api-client';
import { fetchToolPage } from '../../lib/api/tools';
import { useAsync } from '../../lib/use-async';

const FEATURED_COUNT = 6;
const gridSize = { xs: 12, sm: 6, lg: 4 };

/** A few tools on Home, in the catalog's layout, with a link to the whole catalog. */
export function FeaturedTools() {
  const { data, error, loading, reload } = useAsync(
    (signal) => fetchToolPage({ sort: 'newest', limit: FEATURED_COUNT }, signal),
    [],
  );

  let content;
  if (error) content = <ErrorState message={`Could not load the tools. ${errorMessage(error)}`} onRetry={reload} />;
  else if (loading && !data)
    content = (
      <Grid container spacing={3}>
        {Array.from({ length: FEATURED_COUNT }, (_, i) => (
          <Grid key={i} size={gridSize}>
            <ToolCardSkeleton />
          </Grid>
        ))}
      </Grid>
    );
  else if (!data?.tools.length) content = <EmptyState message="No tools are listed yet. Please check back soon." />;
  else
    content = (
      <Grid container spacing={3}>
        {data.tools.map((tool) => (
          <Grid key={tool.id} size={gridSize}>
            <ToolCard tool={tool} />
          </Grid>
        ))}
      </Grid>
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

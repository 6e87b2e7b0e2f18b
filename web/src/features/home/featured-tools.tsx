import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { CardGrid, CardGridSkeleton } from '../../components/card-grid';
import { EmptyState, QueryState } from '../../components/load-state';
import { ToolCard, ToolCardSkeleton } from '../../components/tool-card';
import { site } from '../../config/site';
import { FEATURED_COUNT, useFeaturedTools } from './api/featured-tools';
import { HomeSection } from './home-section';


/** A few tools on Home, in the catalog's layout, with a link to the whole catalog. */
export function FeaturedTools() {
  return (
    <HomeSection id="tools-heading" overline="Our tools" title={site.companyName} paper>
      <QueryState
        query={useFeaturedTools()}
        failure="Could not load the tools."
        loading={<CardGridSkeleton label="Loading tools" count={FEATURED_COUNT} card={() => <ToolCardSkeleton />} />}
        isEmpty={(data) => data.tools.length === 0}
        empty={<EmptyState message="No tools are listed yet. Please check back soon." />}
      >
        {(data) => (
          <CardGrid>
            {data.tools.map((tool) => (
              <ToolCard key={tool.id} tool={tool} />
            ))}
          </CardGrid>
        )}
      </QueryState>
      <Box sx={{ textAlign: 'center', mt: 4 }}>
        <Button component={RouterLink} to="/tools" variant="outlined" size="large" endIcon={<ArrowForward />}>
          See all tools
        </Button>
      </Box>
    </HomeSection>
  );
}

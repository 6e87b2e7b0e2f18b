import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TOOL_CATEGORIES } from '@store/contract/constants';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/load-state';
import { FormattedMessage } from '../../lib/i18n/intl';
import { useToolLabels } from '../../domains/tools/tool-labels';

const linkSx = { color: 'primary.main', fontWeight: 600 } as const;

export interface NoResultsProps {
  /** What found nothing ("No tools match “hammr”."). */
  message: string;
  /** The search with its unknown words replaced by the catalog's closest ones, when there are such words. */
  didYouMean: string | null;
  /** Clears the search and filters; absent when there are none (the catalog itself is empty). */
  onClear?: () => void;
}

/** A search or filters that found nothing: says so, offers the closest words the catalog has, and its categories. */
export function NoResults({ message, didYouMean, onClear }: NoResultsProps) {
  const { categories } = useToolLabels();
  return (
    <EmptyState
      message={message}
      action={
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
          {didYouMean && (
            <Typography sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
              <FormattedMessage
                id="catalog.didYouMean"
                values={{
                  suggestion: (
                    <Box component={RouterLink} to={`/tools?q=${encodeURIComponent(didYouMean)}`} sx={linkSx}>
                      {didYouMean}
                    </Box>
                  ),
                }}
              />
            </Typography>
          )}
          {onClear && (
            <Button variant="outlined" onClick={onClear}>
              <FormattedMessage id="catalog.clear" />
            </Button>
          )}
          {/* An empty catalog has nothing in its categories either. */}
          {onClear && (
            <Box component="nav" aria-labelledby="no-results-categories" sx={{ display: 'grid', gap: 1, justifyItems: 'center' }}>
              <Typography id="no-results-categories" color="text.secondary">
                <FormattedMessage id="catalog.browseCategories" />
              </Typography>
              <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
                {TOOL_CATEGORIES.map((category) => (
                  <li key={category}>
                    <Button component={RouterLink} to={`/tools?category=${category}`} size="small" variant="text">
                      {categories[category]}
                    </Button>
                  </li>
                ))}
              </Box>
            </Box>
          )}
        </Box>
      }
    />
  );
}

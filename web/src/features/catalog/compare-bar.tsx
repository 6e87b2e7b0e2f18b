import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { comparePath, COMPARE_MIN } from '../../domains/tools/compare-list';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';

/**
 * The tools chosen to compare, above the list while there are any: how many, the link to compare them (from
 * two), and a way to start again.
 */
export function CompareBar({ chosen, onClear }: { chosen: readonly string[]; onClear: () => void }) {
  const { formatMessage } = useIntl();
  if (chosen.length === 0) return null;
  const count = chosen.length;
  return (
    <Box
      component="section"
      aria-label={formatMessage({ id: 'compare.barLabel' })}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 3, px: 2, py: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      <Typography sx={{ flex: '1 1 14rem' }}>
        <FormattedMessage id="compare.chosen" values={{ count }} />
        {count < COMPARE_MIN && (
          <>
            {' '}
            <FormattedMessage id="compare.oneMore" />
          </>
        )}
      </Typography>
      {count >= COMPARE_MIN && (
        <Button component={RouterLink} to={comparePath(chosen)} variant="contained" color="secondary">
          <FormattedMessage id="compare.open" values={{ count }} />
        </Button>
      )}
      <Button variant="outlined" onClick={onClear}>
        <FormattedMessage id="compare.clear" />
      </Button>
    </Box>
  );
}

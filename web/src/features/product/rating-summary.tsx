import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RatingHistogram } from '@store/contract/tool';
import { RatingStars } from '../../components/rating-stars';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { useFormat } from '../../lib/i18n/use-format';

const STARS_DOWN = ['5', '4', '3', '2', '1'] as const;

/** Average to one decimal, the number of reviews, and how many gave each star from 5 down to 1. */
export function RatingSummary({ average, count, histogram }: { average: number | null; count: number; histogram: RatingHistogram }) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  if (count === 0 || average === null) {
    return (
      <Typography color="text.secondary">
        <FormattedMessage id="product.noReviewsYet" />
      </Typography>
    );
  }
  return (
    <Box data-testid="rating-summary" sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 2, sm: 4 } }}>
      <Box sx={{ minWidth: 140 }}>
        <Typography component="p" sx={{ fontSize: '2.5rem', fontWeight: 800, lineHeight: 1.1 }}>
          <FormattedMessage id="product.average" values={{ average }} />
          <Typography component="span" color="text.secondary" sx={{ fontSize: '1rem', fontWeight: 400 }}>
            {' '}
            <FormattedMessage id="product.outOf5" />
          </Typography>
        </Typography>
        <RatingStars value={average} />
        <Typography color="text.secondary">
          <FormattedMessage id="product.reviewCount" values={{ count }} />
        </Typography>
      </Box>
      <Box component="ul" aria-label={formatMessage({ id: 'product.perStar' })} sx={{ listStyle: 'none', p: 0, m: 0, flex: 1, maxWidth: 420 }}>
        {STARS_DOWN.map((star) => {
          const stars = histogram[star];
          const share = count ? Math.round((stars / count) * 100) : 0;
          return (
            <Box component="li" key={star} sx={{ display: 'grid', gridTemplateColumns: '4.5em 1fr 3em', alignItems: 'center', gap: 1.5, py: 0.25 }}>
              <Typography component="span" variant="body2">
                <FormattedMessage id="product.stars" values={{ star: Number(star) }} />
              </Typography>
              <Box aria-hidden sx={{ height: 10, borderRadius: 5, bgcolor: 'action.hover', overflow: 'hidden' }}>
                <Box sx={{ height: '100%', width: `${share}%`, bgcolor: 'warning.main' }} />
              </Box>
              <Typography component="span" variant="body2" sx={{ textAlign: 'right', fontWeight: 600 }}>
                {format.count(stars)}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CardGrid } from '../../components/card-grid';
import { FormattedMessage } from '../../lib/i18n/intl';

/**
 * The business figures, in order: each figure and label a message, the figure's number its value. Here rather
 * than with the company's other facts (config/site.ts), which every page downloads, as only Home shows them.
 */
const STATS = [
  { figure: 'home.figurePlus', values: { figure: 157 }, label: 'home.statTools' },
  { figure: 'home.figurePlus', values: { figure: 765 }, label: 'home.statClients' },
  { figure: 'home.figurePlus', values: { figure: 2700 }, label: 'home.statReviews' },
  { figure: 'home.figureMillionsPlus', values: { figure: 132 }, label: 'home.statRevenue' },
] as const;

/** "157+ Our Electric Tools" and the other business figures. */
export function StatsBanner() {
  return (
    <Box component="section" aria-labelledby="stats-heading" sx={{ bgcolor: 'primary.main', color: 'common.white', py: { xs: 5, md: 7 } }}>
      <Container maxWidth="lg">
        <Typography id="stats-heading" variant="h3" component="h2" sx={{ textAlign: 'center', mb: 1 }}>
          <FormattedMessage id="home.trusted" />
        </Typography>
        <Typography sx={{ textAlign: 'center', color: 'grey.300', mb: 5 }}>
          <FormattedMessage id="home.trustedText" />
        </Typography>
        <CardGrid component="ul" columns={{ xs: 2, md: 4 }}>
          {STATS.map((stat) => (
            <Box key={stat.label} component="li" sx={{ textAlign: 'center' }}>
              <Typography component="p" sx={{ fontSize: { xs: '2.1rem', md: '2.8rem' }, fontWeight: 900, color: 'secondary.main', lineHeight: 1.1 }}>
                <FormattedMessage id={stat.figure} values={stat.values} />
                <Box component="span" sx={{ display: 'block', fontSize: '1rem', fontWeight: 600, color: 'common.white', mt: 1 }}>
                  {' '}
                  <FormattedMessage id={stat.label} />
                </Box>
              </Typography>
            </Box>
          ))}
        </CardGrid>
      </Container>
    </Box>
  );
}

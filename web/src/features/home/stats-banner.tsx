import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { site } from '../../config/site';

/** "157+ Our Electric Tools" and the other business figures. */
export function StatsBanner() {
  return (
    <Box component="section" aria-labelledby="stats-heading" sx={{ bgcolor: 'primary.main', color: 'common.white', py: { xs: 5, md: 7 } }}>
      <Container maxWidth="lg">
        <Typography id="stats-heading" variant="h3" component="h2" sx={{ textAlign: 'center', mb: 1 }}>
          Trusted across Bangladesh
        </Typography>
        <Typography sx={{ textAlign: 'center', color: 'grey.300', mb: 5 }}>
          Workshops, dealers and contractors build with our tools every day.
        </Typography>
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {site.stats.map((stat) => (
            <Grid key={stat.label} size={{ xs: 6, md: 3 }} component="li" sx={{ textAlign: 'center' }}>
              <Typography component="p" sx={{ fontSize: { xs: '2.1rem', md: '2.8rem' }, fontWeight: 900, color: 'secondary.main', lineHeight: 1.1 }}>
                {stat.figure}
                <Box component="span" sx={{ display: 'block', fontSize: '1rem', fontWeight: 600, color: 'common.white', mt: 1 }}>
                  {' '}
                  {stat.label}
                </Box>
              </Typography>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { site } from '../../config/site';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'grey.300', mt: 8, pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography sx={{ color: 'common.white', fontWeight: 800, fontSize: '1.15rem' }}>{site.companyName}</Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {site.tagline}
            </Typography>
          </Grid>
          {Object.entries(site.footer).map(([title, links]) => (
            <Grid key={title} size={{ xs: 12, sm: 4, md: 3 }}>
              <Typography component="h2" sx={{ color: 'secondary.main', fontWeight: 700, textTransform: 'uppercase', fontSize: '0.85rem', letterSpacing: 1 }}>
                {title}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
                {links.map((link) => (
                  <Box component="li" key={link.label} sx={{ py: 0.5 }}>
                    <Link component={RouterLink} to={link.to} color="inherit">
                      {link.label}
                    </Link>
                  </Box>
                ))}
              </Box>
            </Grid>
          ))}
        </Grid>
        <Typography variant="body2" sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'rgba(255,255,255,0.15)', textAlign: 'center' }}>
          © {year} {site.companyName}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}

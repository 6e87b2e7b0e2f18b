import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from '../../lib/i18n/intl';
import { Link as RouterLink } from 'react-router-dom';
import { site } from '../../config/site';
import { dhakaDay } from '@store/contract/dhaka-time';

const footerLinkSx = {
  color: 'inherit',
  textDecoration: 'underline',
  textDecorationColor: 'rgba(255,255,255,0.4)',
  '&:hover': { textDecorationColor: 'currentColor' },
};

/** The middle of this year in Dhaka, so that the server and every visitor's browser, in any time zone, write the same year. */
const thisYear = () => new Date(Date.UTC(Number(dhakaDay().slice(0, 4)), 6, 1, 12));

export function SiteFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'grey.300', pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' } }}>
          <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}>
            <Typography sx={{ color: 'common.white', fontWeight: 800, fontSize: '1.15rem' }}>{site.companyName}</Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              <FormattedMessage id="site.tagline" />
            </Typography>
          </Box>
          {site.footer.map(({ title, links }) => (
            <Box key={title}>
              <Typography component="h2" sx={{ color: 'secondary.main', fontWeight: 700, textTransform: 'uppercase', fontSize: '0.85rem', letterSpacing: 1 }}>
                <FormattedMessage id={title} />
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
                {links.map((link) => (
                  <Box component="li" key={link.label} sx={{ py: 0.5 }}>
                    <Box component={RouterLink} to={link.to} sx={footerLinkSx}>
                      <FormattedMessage id={link.label} />
                    </Box>
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'rgba(255,255,255,0.15)', textAlign: 'center' }}>
          <FormattedMessage id="footer.rights" values={{ now: thisYear(), company: site.companyName }} />
        </Typography>
      </Container>
    </Box>
  );
}

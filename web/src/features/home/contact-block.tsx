import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CardGrid } from '../../components/card-grid';
import { cardSurfaceSx } from '../../components/card-surface';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { site } from '../../config/site';
import { HomeSection } from './home-section';

const linkSx = { color: 'primary.main', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } };

function ContactItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={[cardSurfaceSx, { p: 3, height: '100%', display: 'flex', gap: 2, alignItems: 'flex-start' }]}>
      <Box sx={{ color: 'secondary.dark', display: 'flex' }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{children}</Typography>
      </Box>
    </Box>
  );
}

export function ContactBlock() {
  const { email, mobile } = site.contact;
  const { formatMessage } = useIntl();
  return (
    <HomeSection id="contact-heading" title={formatMessage({ id: 'home.contactUs' })} paper>
      <Box component="address" sx={{ fontStyle: 'normal' }}>
        <CardGrid columns={{ xs: 1, md: 3 }}>
          <div>
            <ContactItem icon={<PlaceOutlined />} label={formatMessage({ id: 'home.address' })}>
              <FormattedMessage id="home.companyAddress" />
            </ContactItem>
          </div>
          <div>
            <ContactItem icon={<EmailOutlined />} label={formatMessage({ id: 'home.email' })}>
              <Box component="a" href={`mailto:${email}`} sx={linkSx}>
                {email}
              </Box>
            </ContactItem>
          </div>
          <div>
            <ContactItem icon={<PhoneOutlined />} label={formatMessage({ id: 'home.mobile' })}>
              <Box component="a" href={`tel:${mobile.replace(/\s+/g, '')}`} sx={linkSx}>
                {mobile}
              </Box>
            </ContactItem>
          </div>
        </CardGrid>
      </Box>
    </HomeSection>
  );
}

import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { site } from '../../config/site';

function ContactItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, height: '100%', display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ color: 'secondary.dark', display: 'flex' }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{children}</Typography>
      </Box>
    </Paper>
  );
}

export function ContactBlock() {
  const { address, email, mobile } = site.contact;
  return (
    <Box component="section" aria-labelledby="contact-heading" sx={{ py: { xs: 5, md: 7 }, bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Typography id="contact-heading" variant="h3" component="h2" sx={{ textAlign: 'center', mb: 4 }}>
          Contact us
        </Typography>
        <Grid container spacing={3} component="address" sx={{ fontStyle: 'normal' }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <ContactItem icon={<PlaceOutlined />} label="Address">
              {address}
            </ContactItem>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <ContactItem icon={<EmailOutlined />} label="Email">
              <Link href={`mailto:${email}`}>{email}</Link>
            </ContactItem>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <ContactItem icon={<PhoneOutlined />} label="Mobile">
              <Link href={`tel:${mobile.replace(/\s+/g, '')}`}>{mobile}</Link>
            </ContactItem>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}

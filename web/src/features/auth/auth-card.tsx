import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { cardSurfaceSx } from '../../components/card-surface';
import { FormattedMessage } from '../../lib/i18n/intl';

/** The centred card the login, register and reset-password forms sit in. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Box sx={[cardSurfaceSx, { width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }]}>
        <Typography variant="h4" component="h1" sx={{ textAlign: 'center' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Box>
    </Box>
  );
}

/** The red "Error: {message}" line under an auth form. */
export function AuthError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Typography role="alert" color="error" sx={{ mt: 2, fontWeight: 500 }}>
      <FormattedMessage id="auth.error" values={{ message }} />
    </Typography>
  );
}

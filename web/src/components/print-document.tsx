import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { site } from '../config/site';

/**
 * A page printed as a document (an order's invoice, a trade account's statement): the site's navigation, footer,
 * dashboard menu and the page's buttons are left out ([data-print="hide"]), and the document's own heading
 * ([data-print="only"]) shows.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '[data-print="only"]': { display: 'none' },
        '@media print': {
          '@page': { margin: '16mm' },
          'body > #root header, body > #root footer, nav, .MuiDrawer-root, [data-print="hide"]': { display: 'none !important' },
          '[data-print="only"]': { display: 'block !important' },
          body: { background: '#fff' },
          'main, main *': { minHeight: '0 !important', boxShadow: 'none !important' },
        },
      }}
    />
  );
}

/** The seller's block of a printed document, the company's name and contact details, above the document's name. */
export function PrintHeader({ title, testId }: { title: ReactNode; testId?: string }) {
  return (
    <Box data-print="only" data-testid={testId} sx={{ mb: 3, pb: 2, borderBottom: 2, borderColor: 'text.primary' }}>
      <Typography sx={{ fontSize: '1.6rem', fontWeight: 800 }}>{site.companyName}</Typography>
      <Typography variant="body2">{site.contact.address}</Typography>
      <Typography variant="body2">
        {site.contact.email} · {site.contact.mobile}
      </Typography>
      <Typography sx={{ mt: 2, fontSize: '1.3rem', fontWeight: 700, letterSpacing: 2, textTransform: 'uppercase' }}>{title}</Typography>
    </Box>
  );
}

import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * The order page printed is an invoice: the site's navigation, footer, dashboard menu and the page's buttons
 * are left out ([data-print="hide"]), and the invoice's own heading ([data-print="only"]) shows.
 */
export function OrderPrintStyles() {
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

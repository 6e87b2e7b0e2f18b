import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense, useEffect } from 'react';
import { useIntl } from '../../lib/i18n/intl';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { HydrationMark } from '../hydration-mark';
import { NavBar } from './nav-bar';
import { SiteFooter } from './site-footer';

/** Brings a newly opened page to the top (but leaves back/forward and in-page hash links alone). */
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

export function AppLayout() {
  const { formatMessage } = useIntl();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTopOnNavigate />
      <NavBar />
      {/* At least a screen tall, so the footer starts below the fold and never jumps when a page's content arrives. */}
      <Box component="main" id="main" sx={{ flex: 1, minHeight: '100vh' }}>
        <Suspense
          fallback={
            <Container maxWidth="lg">
              <PageLoader label={formatMessage({ id: 'frame.loadingPage' })} />
            </Container>
          }
        >
          <Outlet />
          {/* In the page's Suspense boundary, so it mounts with the page itself. */}
          <HydrationMark />
        </Suspense>
      </Box>
      <SiteFooter />
    </Box>
  );
}

import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { Navigate, Route, Link as RouterLink, Routes } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { RequireAdmin } from './require-admin';
import { DashboardNav } from './dashboard-nav';
import { ADMIN_PAGES, CompanyOrdersPage, CUSTOMER_PAGES, OrderDetailPage, StatementPage } from './dashboard-pages';

const DRAWER_WIDTH = 240;

/** /dashboard/*: the side menu and the dashboard's own pages, each loaded when first opened. */
export default function DashboardRoutes() {
  // The session's isAdmin is the admin custom claim of the current ID token (app/firebase-session.tsx).
  const { isAdmin } = useSession();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const { formatMessage } = useIntl();

  return (
    // At least a screen tall (less the nav bar), so the side menu runs down to the footer.
    <Box sx={{ display: 'flex', alignItems: 'stretch', minHeight: 'calc(100vh - 64px)' }}>
      {wide ? (
        <Drawer
          variant="permanent"
          sx={{
            width: DRAWER_WIDTH,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, position: 'relative', boxSizing: 'border-box' },
          }}
        >
          <DashboardNav isAdmin={isAdmin} />
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          ModalProps={{ keepMounted: true }}
          slotProps={{ paper: { 'aria-label': formatMessage({ id: 'dashboard.menu' }) } }}
          sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
        >
          <DashboardNav isAdmin={isAdmin} onNavigate={() => setMenuOpen(false)} />
        </Drawer>
      )}

      <Box sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        {!wide && (
          <Button
            variant="outlined"
            startIcon={<MenuIcon />}
            onClick={() => setMenuOpen(true)}
            aria-expanded={menuOpen}
            data-print="hide"
            sx={{ mb: 2 }}
          >
            <FormattedMessage id="dashboard.menu" />
          </Button>
        )}
        <Suspense fallback={<LinearProgress aria-label={formatMessage({ id: 'frame.loadingPage' })} />}>
          <Routes>
            <Route index element={<Navigate to="myorders" replace />} />
            {CUSTOMER_PAGES.map(({ path, page: Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            {ADMIN_PAGES.map(({ path, page: Page }) => (
              <Route
                key={path}
                path={path}
                element={
                  <RequireAdmin>
                    <Page />
                  </RequireAdmin>
                }
              />
            ))}
            <Route path="orders/:id" element={<OrderDetailPage />} />
            <Route path="company/orders" element={<CompanyOrdersPage />} />
            <Route path="company/statement" element={<StatementPage />} />
            <Route path="*" element={<DashboardPageNotFound />} />
          </Routes>
        </Suspense>
      </Box>
    </Box>
  );
}

function DashboardPageNotFound() {
  return (
    <Box>
      <Typography variant="h5" component="h1" gutterBottom>
        <FormattedMessage id="dashboard.notFound" />
      </Typography>
      <Typography>
        <FormattedMessage id="dashboard.noSuchPage" />{' '}
        <Link component={RouterLink} to="/dashboard/myorders" underline="always">
          <FormattedMessage id="dashboard.goToMyOrders" />
        </Link>
      </Typography>
    </Box>
  );
}

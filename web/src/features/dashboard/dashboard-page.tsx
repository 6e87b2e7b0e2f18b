import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Navigate, Route, Link as RouterLink, Routes } from 'react-router-dom';
import { RequireAdmin } from '../../app/guards';
import { useSession } from '../../lib/session';
import { DashboardNav } from './dashboard-nav';

const MyOrdersPage = lazy(() => import('../orders/my-orders-page'));
const AddReviewPage = lazy(() => import('../reviews/add-review-page'));
const ProfilePage = lazy(() => import('../profile/profile-page'));
const MakeAdminPage = lazy(() => import('../admin/users/make-admin-page'));
const AddProductPage = lazy(() => import('../admin/products/add-product-page'));
const ManageOrdersPage = lazy(() => import('../admin/orders/manage-orders-page'));
const ManageProductsPage = lazy(() => import('../admin/products/manage-products-page'));
const SalesPage = lazy(() => import('../admin/sales/sales-page'));

const DRAWER_WIDTH = 240;

/** /dashboard/*: the side menu and the dashboard's own pages, each loaded when first opened. */
export default function DashboardPage() {
  // The session's isAdmin is reactfire's useSigninCheck({ requiredClaims: { admin: true } }).
  const { isAdmin } = useSession();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);

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
          slotProps={{ paper: { 'aria-label': 'Dashboard menu' } }}
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
            sx={{ mb: 2 }}
          >
            Dashboard menu
          </Button>
        )}
        <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
          <Routes>
            <Route index element={<Navigate to="myorders" replace />} />
            <Route path="myorders" element={<MyOrdersPage />} />
            <Route path="review" element={<AddReviewPage />} />
            <Route path="myprofile" element={<ProfilePage />} />
            <Route path="makeadmin" element={<AdminOnly page={<MakeAdminPage />} />} />
            <Route path="addproduct" element={<AdminOnly page={<AddProductPage />} />} />
            <Route path="manageorders" element={<AdminOnly page={<ManageOrdersPage />} />} />
            <Route path="manageproduct" element={<AdminOnly page={<ManageProductsPage />} />} />
            <Route path="sales" element={<AdminOnly page={<SalesPage />} />} />
            <Route path="*" element={<DashboardPageNotFound />} />
          </Routes>
        </Suspense>
      </Box>
    </Box>
  );
}

function AdminOnly({ page }: { page: ReactNode }) {
  return <RequireAdmin>{page}</RequireAdmin>;
}

function DashboardPageNotFound() {
  return (
    <Box>
      <Typography variant="h5" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography>
        There is no such dashboard page.{' '}
        <Link component={RouterLink} to="/dashboard/myorders" underline="always">
          Go to My Orders
        </Link>
      </Typography>
    </Box>
  );
}

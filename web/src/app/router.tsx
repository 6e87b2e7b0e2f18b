import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from './guards';
import { AppLayout } from './layout/app-layout';

// Every page is its own chunk: the first download carries only the frame and the page opened.
const HomePage = lazy(() => import('../features/home/home-page'));
const CatalogPage = lazy(() => import('../features/catalog/catalog-page'));
const PurchasePromptPage = lazy(() => import('../features/purchase/purchase-prompt-page'));
const PurchasePage = lazy(() => import('../features/purchase/purchase-page'));
// The dashboard's side menu and its own pages (./dashboard/), in a chunk of their own as well.
const DashboardRoutes = lazy(() => import('./dashboard/dashboard-routes'));
const BlogsPage = lazy(() => import('../features/static-pages/blogs-page'));
const PortfolioPage = lazy(() => import('../features/static-pages/portfolio-page'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const RegisterPage = lazy(() => import('../features/auth/register-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));
const NotFoundPage = lazy(() => import('../features/static-pages/not-found-page'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path="tools" element={<CatalogPage />} />
        <Route
          path="purchase"
          element={
            <RequireAuth>
              <PurchasePromptPage />
            </RequireAuth>
          }
        />
        <Route
          path="purchase/:slug"
          element={
            <RequireAuth>
              <PurchasePage />
            </RequireAuth>
          }
        />
        <Route
          path="dashboard/*"
          element={
            <RequireAuth>
              <DashboardRoutes />
            </RequireAuth>
          }
        />
        <Route path="blogs" element={<BlogsPage />} />
        <Route path="myportfolio" element={<PortfolioPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

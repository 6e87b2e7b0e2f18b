import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ReviewsOutlined from '@mui/icons-material/ReviewsOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page of the dashboard: its route, its entry in the side menu, and the page, loaded when first opened. */
export interface DashboardPage {
  /** Path segment under /dashboard. */
  path: string;
  label: string;
  icon: typeof SvgIcon;
  page: LazyExoticComponent<ComponentType>;
}

export const CUSTOMER_PAGES: readonly DashboardPage[] = [
  { path: 'myorders', label: 'My Orders', icon: ReceiptLongOutlined, page: lazy(() => import('../../features/orders/my-orders-page')) },
  { path: 'myquotes', label: 'My Quotes', icon: RequestQuoteOutlined, page: lazy(() => import('../../features/quotes/my-quotes-page')) },
  { path: 'review', label: 'Add a review', icon: RateReviewOutlined, page: lazy(() => import('../../features/reviews/add-review-page')) },
  { path: 'myprofile', label: 'My Profile', icon: PersonOutline, page: lazy(() => import('../../features/profile/profile-page')) },
];

/** Listed for administrators only; anyone else who opens one is told they are not allowed (RequireAdmin). */
export const ADMIN_PAGES: readonly DashboardPage[] = [
  { path: 'makeadmin', label: 'Make Admin', icon: AdminPanelSettingsOutlined, page: lazy(() => import('../../features/admin/users/make-admin-page')) },
  { path: 'addproduct', label: 'Add Product', icon: AddBoxOutlined, page: lazy(() => import('../../features/admin/products/add-product-page')) },
  { path: 'manageorders', label: 'Manage Orders', icon: LocalShippingOutlined, page: lazy(() => import('../../features/admin/orders/manage-orders-page')) },
  { path: 'quotes', label: 'Quotes', icon: RequestQuoteOutlined, page: lazy(() => import('../../features/admin/quotes/quotes-page')) },
  { path: 'manageproduct', label: 'Manage Products', icon: Inventory2Outlined, page: lazy(() => import('../../features/admin/products/manage-products-page')) },
  { path: 'reviews', label: 'Reviews', icon: ReviewsOutlined, page: lazy(() => import('../../features/admin/reviews/reviews-page')) },
  { path: 'sales', label: 'Sales', icon: BarChartOutlined, page: lazy(() => import('../../features/admin/sales/sales-page')) },
  { path: 'audit', label: 'Audit log', icon: HistoryOutlined, page: lazy(() => import('../../features/admin/audit/audit-log-page')) },
];

/** An order's page (/dashboard/orders/:id), opened from My Orders or Manage Orders rather than from the menu. */
export const OrderDetailPage = lazy(() => import('../../features/orders/order-detail-page'));

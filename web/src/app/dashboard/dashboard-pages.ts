import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CorporateFareOutlined from '@mui/icons-material/CorporateFareOutlined';
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
import { withMessages } from '../../lib/i18n/catalog';
import type { MessageId } from '../../lib/i18n/message-id';

/**
 * A page of the dashboard: its route, its entry in the side menu, and the page, loaded when first opened with its
 * feature's part of the catalog.
 */
export interface DashboardPage {
  /** Path segment under /dashboard. */
  path: string;
  label: MessageId;
  icon: typeof SvgIcon;
  page: LazyExoticComponent<ComponentType>;
}

export const CUSTOMER_PAGES: readonly DashboardPage[] = [
  { path: 'myorders', label: 'dashboard.myOrders', icon: ReceiptLongOutlined, page: lazy(withMessages('orders', () => import('../../features/orders/my-orders-page'))) },
  { path: 'myquotes', label: 'dashboard.myQuotes', icon: RequestQuoteOutlined, page: lazy(withMessages('quotes', () => import('../../features/quotes/my-quotes-page'))) },
  { path: 'company', label: 'tradeAccount.menu', icon: CorporateFareOutlined, page: lazy(withMessages('company', () => import('../../features/company/company-page'))) },
  { path: 'review', label: 'dashboard.addReview', icon: RateReviewOutlined, page: lazy(withMessages('reviews', () => import('../../features/reviews/add-review-page'))) },
  { path: 'myprofile', label: 'dashboard.myProfile', icon: PersonOutline, page: lazy(withMessages('profile', () => import('../../features/profile/profile-page'))) },
];

/** Listed for administrators only; anyone else who opens one is told they are not allowed (RequireAdmin). */
export const ADMIN_PAGES: readonly DashboardPage[] = [
  { path: 'makeadmin', label: 'dashboard.makeAdmin', icon: AdminPanelSettingsOutlined, page: lazy(withMessages('admin', () => import('../../features/admin/users/make-admin-page'))) },
  { path: 'addproduct', label: 'dashboard.addProduct', icon: AddBoxOutlined, page: lazy(withMessages('admin', () => import('../../features/admin/products/add-product-page'))) },
  { path: 'manageorders', label: 'dashboard.manageOrders', icon: LocalShippingOutlined, page: lazy(withMessages('admin', () => import('../../features/admin/orders/manage-orders-page'))) },
  { path: 'quotes', label: 'dashboard.quotes', icon: RequestQuoteOutlined, page: lazy(withMessages('admin', () => import('../../features/admin/quotes/quotes-page'))) },
  { path: 'companies', label: 'admin.companies.title', icon: BusinessOutlined, page: lazy(withMessages('admin', () => import('../../features/admin/companies/companies-page'))) },
  { path: 'manageproduct', label: 'dashboard.manageProducts', icon: Inventory2Outlined, page: lazy(withMessages('admin', () => import('../../features/admin/products/manage-products-page'))) },
  { path: 'reviews', label: 'dashboard.reviews', icon: ReviewsOutlined, page: lazy(withMessages('admin', () => import('../../features/admin/reviews/reviews-page'))) },
  { path: 'sales', label: 'dashboard.sales', icon: BarChartOutlined, page: lazy(withMessages('admin', () => import('../../features/admin/sales/sales-page'))) },
  { path: 'audit', label: 'dashboard.auditLog', icon: HistoryOutlined, page: lazy(withMessages('admin', () => import('../../features/admin/audit/audit-log-page'))) },
];

/** An order's page (/dashboard/orders/:id), opened from My Orders or Manage Orders rather than from the menu. */
export const OrderDetailPage = lazy(withMessages('orders', () => import('../../features/orders/order-detail-page')));

/** A trade account's orders and statement (/dashboard/company/orders, /statement), opened from the Company page. */
export const CompanyOrdersPage = lazy(withMessages('company', () => import('../../features/company/company-orders-page')));
export const StatementPage = lazy(withMessages('company', () => import('../../features/company/statement-page')));

import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

export interface DashboardMenuItem {
  /** Path segment under /dashboard. */
  path: string;
  label: string;
  icon: typeof SvgIcon;
}

export const CUSTOMER_MENU: readonly DashboardMenuItem[] = [
  { path: 'myorders', label: 'My Orders', icon: ReceiptLongOutlined },
  { path: 'review', label: 'Add a review', icon: RateReviewOutlined },
  { path: 'myprofile', label: 'My Profile', icon: PersonOutline },
];

export const ADMIN_MENU: readonly DashboardMenuItem[] = [
  { path: 'makeadmin', label: 'Make Admin', icon: AdminPanelSettingsOutlined },
  { path: 'addproduct', label: 'Add Product', icon: AddBoxOutlined },
  { path: 'manageorders', label: 'Manage Orders', icon: LocalShippingOutlined },
  { path: 'manageproduct', label: 'Manage Products', icon: Inventory2Outlined },
  { path: 'sales', label: 'Sales', icon: BarChartOutlined },
];

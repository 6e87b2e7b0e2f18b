import { COMPANY_NAME } from '@store/contract/display-name';

/** Company facts shown across the storefront: one place to change them. */
export const site = {
  // Defined in the contract, where the API also refuses customers' names that pass for it.
  companyName: COMPANY_NAME,
  tagline: 'Electric tools built for workshops, sold in bulk',
  contact: {
    address: 'Voltforge Tools Ltd., House 42, Road 11, Banani, Dhaka 1213, Bangladesh',
    email: 'sales@voltforge-tools.com',
    mobile: '+880 1712 345678',
  },
  /** The statistics banner on Home, in order. */
  stats: [
    { figure: '157+', label: 'Our Electric Tools' },
    { figure: '765+', label: 'Our Happy Clients' },
    { figure: '2700+', label: 'Our Reviews' },
    { figure: '132M+', label: 'Annual Revenue' },
  ],
  /** Link lists of the footer. */
  footer: {
    Services: [
      { label: 'Bulk orders', to: '/tools' },
      { label: 'Tool catalog', to: '/tools' },
      { label: 'Order tracking', to: '/dashboard/myorders' },
    ],
    Company: [
      { label: 'About us', to: '/' },
      { label: 'Blogs', to: '/blogs' },
      { label: 'Developer portfolio', to: '/myportfolio' },
    ],
    Legal: [
      { label: 'Terms of use', to: '/' },
      { label: 'Privacy policy', to: '/' },
      { label: 'Cookie policy', to: '/' },
    ],
  },
} as const;

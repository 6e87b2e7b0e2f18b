/** Company facts shown across the storefront: one place to change them. */
export const site = {
  // The contract's COMPANY_NAME too (site.test.ts holds them equal), where the API refuses customers' names that
  // pass for it; written here as well so the app's frame downloads no module of the contract for it.
  companyName: 'Voltforge Tools',
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

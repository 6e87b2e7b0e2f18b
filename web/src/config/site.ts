import { STORE_CURRENCY } from '@store/contract/constants';

/** Company facts shown across the storefront: one place to change them. */
export const site = {
  // The contract's COMPANY_NAME too (site.test.ts holds them equal), where the API refuses customers' names that
  // pass for it; written here as well so the app's frame downloads no module of the contract for it.
  companyName: 'Voltforge Tools',
  /**
   * The currency of every price the store shows (ISO 4217): taka. Set in the contract (STORE_CURRENCY), where
   * the API, which prices and names it in every answer, and the mails read it too.
   */
  currency: STORE_CURRENCY,
  contact: {
    address: 'Voltforge Tools Ltd., House 42, Road 11, Banani, Dhaka 1213, Bangladesh',
    email: 'sales@voltforge-tools.com',
    mobile: '+880 1712 345678',
  },
  /** Link lists of the footer: each title and label is a message of the catalogs. */
  footer: [
    {
      title: 'footer.services',
      links: [
        { label: 'footer.bulkOrders', to: '/tools' },
        { label: 'footer.toolCatalog', to: '/tools' },
        { label: 'footer.orderTracking', to: '/dashboard/myorders' },
      ],
    },
    {
      title: 'footer.company',
      links: [
        { label: 'footer.aboutUs', to: '/' },
        { label: 'footer.blogs', to: '/blogs' },
        { label: 'footer.portfolio', to: '/myportfolio' },
      ],
    },
    {
      title: 'footer.legal',
      links: [
        { label: 'footer.terms', to: '/' },
        { label: 'footer.privacy', to: '/' },
        { label: 'footer.cookies', to: '/' },
      ],
    },
  ],
} as const;

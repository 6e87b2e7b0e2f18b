export interface NavItem {
  label: string;
  to: string;
  /** Only shown to a signed-in user. */
  signedInOnly?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Tools', to: '/tools' },
  { label: 'Purchase', to: '/purchase' },
  { label: 'Blogs', to: '/blogs' },
  { label: 'My Portfolio', to: '/myportfolio' },
  { label: 'Dashboard', to: '/dashboard', signedInOnly: true },
];

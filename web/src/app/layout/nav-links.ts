import type { MessageId } from '../../lib/i18n/message-id';

export interface NavItem {
  label: MessageId;
  to: string;
  /** Only shown to a signed-in user. */
  signedInOnly?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'nav.home', to: '/' },
  { label: 'nav.tools', to: '/tools' },
  { label: 'nav.purchase', to: '/purchase' },
  { label: 'nav.blogs', to: '/blogs' },
  { label: 'nav.portfolio', to: '/myportfolio' },
  { label: 'nav.dashboard', to: '/dashboard', signedInOnly: true },
];

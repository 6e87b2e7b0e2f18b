import type { MessageId } from '../../lib/i18n/message-id';

/**
 * The bar holds what fits on one line and the menu the rest: each item has the narrowest window width (px) from
 * which the bar has room for it, signed out and signed in (a signed-in bar also has Dashboard, Sign Out and the
 * cart). Narrower than that, the item is in the menu instead. The widths were found with the widest labels the
 * bar shows (English set in DejaVu Sans, the broad fallback of a Linux desktop; Bangla in the site's own font),
 * and e2e/navigation.test.ts checks every width from a phone's to a wide screen's in both languages.
 *
 * - Below 600 px the bar has the name, the language switch, the cart and the menu button.
 * - From 600 px Login or Sign Out joins them, from 900 px the links (the search moves into the bar at 1200 px,
 *   which takes the room that 900 px to 1200 px gain).
 * - Signed in, the bar is fuller: Home waits for 1024 px (the name beside it leads Home too), and My Portfolio,
 *   the least asked for, stays in the menu.
 */
export const BAR_HAS_ROOM = { account: 600, links: 900, homeSignedIn: 1024 } as const;

/** The bar never has room for it: only ever in the menu. */
export const MENU_ONLY = null;

/** Where an item is in the bar: from this window width (px) up, or never (MENU_ONLY). */
export type BarFrom = number | typeof MENU_ONLY;

export interface NavItem {
  label: MessageId;
  to: string;
  /** Only shown to a signed-in user. */
  signedInOnly?: boolean;
  /** From which window width it is in the bar, for a visitor (or while the session is not known yet) and signed in. */
  barFrom: { signedOut: BarFrom; signedIn: BarFrom };
}

const links = { signedOut: BAR_HAS_ROOM.links, signedIn: BAR_HAS_ROOM.links };

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'nav.home', to: '/', barFrom: { signedOut: BAR_HAS_ROOM.links, signedIn: BAR_HAS_ROOM.homeSignedIn } },
  { label: 'nav.tools', to: '/tools', barFrom: links },
  { label: 'nav.purchase', to: '/purchase', barFrom: links },
  { label: 'nav.blogs', to: '/blogs', barFrom: links },
  { label: 'nav.portfolio', to: '/myportfolio', barFrom: { signedOut: BAR_HAS_ROOM.links, signedIn: MENU_ONLY } },
  { label: 'nav.dashboard', to: '/dashboard', signedInOnly: true, barFrom: { signedOut: MENU_ONLY, signedIn: BAR_HAS_ROOM.links } },
];

/** A navigation item as one visitor's bar places it. */
export interface PlacedNavItem {
  label: MessageId;
  to: string;
  barFrom: BarFrom;
}

/** The items a visitor or a signed-in user has, each with where it sits. */
export const navItemsFor = (signedIn: boolean): PlacedNavItem[] =>
  NAV_ITEMS.filter((item) => !item.signedInOnly || signedIn).map(({ label, to, barFrom }) => ({
    label,
    to,
    barFrom: signedIn ? barFrom.signedIn : barFrom.signedOut,
  }));

/** Every control of the bar keeps its words on one line: what has no room goes into the menu instead. */
export const barItemSx = { whiteSpace: 'nowrap', flexShrink: 0 } as const;

const fromWidth = (width: number) => `@media (min-width:${width}px)`;
const belowWidth = (width: number) => `@media (max-width:${width - 0.05}px)`;

/** Styles of an element of the bar: hidden below `from`. */
export const inBarFrom = (from: BarFrom) => (from === MENU_ONLY ? { display: 'none' } : { [belowWidth(from)]: { display: 'none' } });

/** Styles of an element of the menu (or of the button that opens it): hidden from `from` up. */
export const inMenuBelow = (from: BarFrom) => (from === MENU_ONLY ? {} : { [fromWidth(from)]: { display: 'none' } });

/** The widest window that still has something in the menu: from it up, the bar holds everything. */
export const menuNeededBelow = (froms: readonly BarFrom[]): BarFrom =>
  froms.includes(MENU_ONLY) ? MENU_ONLY : Math.max(...(froms as number[]));

/** The narrowest window whose bar shows one of them. */
export const firstInBar = (froms: readonly BarFrom[]): BarFrom => {
  const widths = froms.filter((from): from is number => from !== MENU_ONLY);
  return widths.length ? Math.min(...widths) : MENU_ONLY;
};

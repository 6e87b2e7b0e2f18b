import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, DEMO_ADMIN, signInWithForm, type Account } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot, SCREENSHOT_EVERY_ROUTE } from './support/browser';

/**
 * The navigation bar at a phone's, a tablet's, a laptop's and a wide screen's widths, in both languages, signed out, as a customer
 * and as an administrator: each control on one line (its words never wrap), all of them on the bar's first row,
 * none drawn over another or cut off, the page never scrolling sideways, and every destination either in the bar or
 * in its menu, never both. One page load per role and language; the widths are resizes of it.
 * With E2E_SCREENSHOTS=1, the phone's and the laptop's bar (and their open menus) are saved in e2e/screenshots/.
 */

// 360: the most common phone's; 375 to 1920: the widths the store is designed for.
const WIDTHS = [360, 375, 768, 1024, 1280, 1920];
const SCREENSHOT_WIDTHS = new Set([375, 1280]);

const messagesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'src', 'lib', 'i18n', 'messages');
const catalog = (locale: 'en' | 'bn') => JSON.parse(readFileSync(join(messagesDir, `${locale}.json`), 'utf8')) as Record<string, string>;
const LANGUAGES = [
  { locale: 'en', home: '/', messages: catalog('en') },
  { locale: 'bn', home: '/bn/', messages: catalog('bn') },
] as const;

/** Every destination of the navigation, and the account's action, for a visitor or a signed-in user. */
const destinations = (messages: Record<string, string>, signedIn: boolean) =>
  ['nav.home', 'nav.tools', 'nav.purchase', 'nav.blogs', 'nav.portfolio', ...(signedIn ? ['nav.dashboard', 'nav.signOut'] : ['nav.login'])]
    .map((id) => messages[id]!)
    .sort();

/** A customer whose name is as long as names get (the bar shows no name; the dashboard does). */
const LONG_NAME = 'Mohammad Shahriar Abdullah Al-Mamun Chowdhury Talukder';

interface BarReport {
  problems: string[];
  /** The words of the bar's links and buttons, the name, the search and the language switch left out. */
  inBar: string[];
  menuButton: boolean;
}

/** Looks at the bar as it is drawn now. */
function lookAtBar(page: Page, openMenuLabel: string): Promise<BarReport> {
  return page.evaluate((openMenuLabel) => {
    const problems: string[] = [];
    const header = document.querySelector('header')!;
    const viewport = document.documentElement.clientWidth;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
    };
    const controls = [...header.querySelectorAll<HTMLElement>('a[href], button, input')].filter(shown);
    const words = (element: HTMLElement) => element.innerText.trim().replace(/\s+/g, ' ');
    const name = (element: HTMLElement) => words(element) || element.getAttribute('aria-label') || element.tagName;
    const [brand] = controls;
    const row = brand!.getBoundingClientRect();
    const search = header.querySelector('[role="search"]')!;

    for (const control of controls) {
      const box = control.getBoundingClientRect();
      // Its words on one line: every line box of its text at the same height.
      const lines = [...control.querySelectorAll('*'), control]
        .flatMap((element) => [...element.childNodes])
        .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')
        .flatMap((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return [...range.getClientRects()].filter((rect) => rect.width > 0);
        });
      const tops = lines.map((rect) => rect.top);
      if (tops.length && Math.max(...tops) - Math.min(...tops) > Math.min(...lines.map((rect) => rect.height)) / 2) {
        problems.push(`"${name(control)}" wraps onto ${new Set(tops.map(Math.round)).size} lines`);
      }
      if (control.tagName !== 'INPUT' && control.scrollWidth > control.clientWidth + 1) {
        problems.push(`"${name(control)}" is cut off: ${control.scrollWidth} px of content in ${control.clientWidth} px`);
      }
      if (box.left < 0 || box.right > viewport + 0.5) problems.push(`"${name(control)}" is out of view (${Math.round(box.left)} to ${Math.round(box.right)} px)`);
      // On the bar's first row, beside the name (the search may have a row of its own).
      const middle = (box.top + box.bottom) / 2;
      if (!search.contains(control) && (middle < row.top || middle > row.bottom)) problems.push(`"${name(control)}" has dropped below the bar's first row`);
      // Its name says what it shows.
      const label = control.getAttribute('aria-label');
      if (label && words(control) && !label.includes(words(control))) problems.push(`"${words(control)}" is named "${label}"`);
    }
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const [a, b] = [controls[i]!, controls[j]!];
        if (a.contains(b) || b.contains(a)) continue;
        const [boxA, boxB] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
        const across = Math.min(boxA.right, boxB.right) - Math.max(boxA.left, boxB.left);
        const down = Math.min(boxA.bottom, boxB.bottom) - Math.max(boxA.top, boxB.top);
        if (across > 1 && down > 1) problems.push(`"${name(a)}" and "${name(b)}" overlap by ${Math.round(across)} x ${Math.round(down)} px`);
      }
    }
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`the page scrolls sideways: ${root.scrollWidth} px of content in ${root.clientWidth} px`);
    // Beside the name, the search keeps room to type in.
    const searchBox = search.getBoundingClientRect();
    if (searchBox.top < row.bottom && searchBox.width < 240) problems.push(`the search in the bar is ${Math.round(searchBox.width)} px wide`);

    const menuButton = controls.find((control) => control.getAttribute('aria-label') === openMenuLabel);
    const inBar = controls
      .filter((control) => control !== brand && control !== menuButton && !search.contains(control) && !control.hasAttribute('hreflang') && !control.matches('a[href$="/cart"]'))
      .map(words);
    return { problems, inBar, menuButton: !!menuButton };
  }, openMenuLabel);
}

/** Opens the menu, reads the words of its links and buttons, and closes it again. */
async function lookInMenu(page: Page, openMenuLabel: string, screenshot?: string): Promise<string[]> {
  await page.getByRole('button', { name: openMenuLabel, exact: true }).click();
  const menu = page.locator('#nav-drawer');
  await menu.getByRole('navigation').waitFor();
  const inMenu = await menu.evaluate((drawer) =>
    [...drawer.querySelectorAll<HTMLElement>('a[href], button')]
      .filter((control) => control.checkVisibility({ visibilityProperty: true }) && control.getBoundingClientRect().height > 0)
      .map((control) => control.innerText.trim().replace(/\s+/g, ' ')),
  );
  if (screenshot) await saveScreenshot(page, screenshot, { fullPage: false });
  await page.keyboard.press('Escape');
  await menu.getByRole('navigation').waitFor({ state: 'hidden' });
  return inMenu;
}

let browser: Browser;
let customer: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  customer = await createCustomer({ prefix: 'long-name', name: LONG_NAME });
});
afterAll(() => browser?.close());

async function checkBar(who: string, account?: Pick<Account, 'email' | 'password'>) {
  const { context, page, appErrors } = await openPage(browser, account ? '/login' : '/');
  if (account) await signInWithForm(page, account.email, account.password);
  const problems: string[] = [];
  for (const { locale, home, messages } of LANGUAGES) {
    await page.goto(home);
    // The session is known and the bar drawn for it: the cart signed in, Login signed out.
    await (account ? page.locator('header a[href$="/cart"]') : page.getByRole('link', { name: messages['nav.login'], exact: true })).first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    const expected = destinations(messages, !!account);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const where = `${who} ${locale} ${width}px`;
      const screenshot = SCREENSHOT_EVERY_ROUTE && SCREENSHOT_WIDTHS.has(width) ? `nav-${who}-${locale}-${width}` : undefined;
      if (screenshot) await saveScreenshot(page, screenshot, { fullPage: false });
      const bar = await lookAtBar(page, messages['nav.openMenu']!);
      problems.push(...bar.problems.map((problem) => `${where}: ${problem}`));
      const inMenu = bar.menuButton ? await lookInMenu(page, messages['nav.openMenu']!, screenshot && `${screenshot}-menu`) : [];
      if (bar.menuButton) expect(inMenu.length, `${where}: the menu button opens an empty menu`).toBeGreaterThan(0);
      expect([...bar.inBar, ...inMenu].sort(), `${where}: the bar holds ${bar.inBar.join(', ')}; the menu ${inMenu.join(', ')}`).toEqual(expected);
    }
  }
  expect(problems).toEqual([]);
  expect(appErrors).toEqual([]);
  await context.close();
}

describe('the navigation bar, from 360 to 1920 px wide, in English and Bangla', () => {
  it('fits on one line for a visitor', () => checkBar('visitor'));
  it('fits on one line for a customer', () => checkBar('customer', customer));
  it('fits on one line for an administrator', () => checkBar('admin', DEMO_ADMIN));
});

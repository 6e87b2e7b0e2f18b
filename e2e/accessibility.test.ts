import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, DEMO_ADMIN, signInWithForm, type Account } from './support/accounts';
import { createTool, placeOrder, postReview, requestQuote, setCartLine } from './support/api';
import { launchBrowser, openPage, saveScreenshot, SCREENSHOT_EVERY_ROUTE, VIEWPORTS } from './support/browser';
import { layoutProblems } from './support/layout';

/**
 * axe-core on every route, signed out, as a customer and as an administrator, at a phone's and a
 * desktop's width, plus the states that only appear on use (open menus, dialogs, form errors).
 * Serious and critical violations fail the test; every finding is written to e2e/screenshots/axe-report.json.
 * Each route is also checked for controls drawn over each other, sideways scrolling and text cut off
 * (./support/layout.ts), with what people write at its longest: a 60-character unbroken name, tool name,
 * address and PO number, and a 2,000-character review.
 * With E2E_SCREENSHOTS=1, each visited route is also saved as a full-page screenshot in e2e/screenshots/.
 */

interface Route {
  path: string;
  name: string;
  /** Waits until the page shows its content rather than a loading state. */
  ready: (page: Page) => Promise<unknown>;
  /**
   * Something to do on the page before checking it again (a menu or dialog opened, errors shown), at one width:
   * phone menus on a phone, the rest at the width whose layout differs most from the default.
   */
  states?: { name: string; act: (page: Page) => Promise<unknown>; width: 'phone' | 'desktop' }[];
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name }).waitFor();
const withTable = (name: string) => async (page: Page) => {
  await page.getByRole('table', { name }).or(page.getByRole('list', { name })).first().waitFor();
  await page.locator('.MuiSkeleton-root').first().waitFor({ state: 'detached' });
};

const openNavMenu = {
  name: 'nav-menu',
  width: 'phone' as const,
  act: async (page: Page) => {
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.locator('#nav-drawer').getByRole('navigation', { name: 'Main' }).waitFor();
  },
};
const openBanglaNavMenu = {
  ...openNavMenu,
  act: async (page: Page) => {
    await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
    await page.locator('#nav-drawer').getByRole('navigation').waitFor();
  },
};
const openDashboardMenu = {
  name: 'dashboard-menu',
  width: 'phone' as const,
  act: async (page: Page) => {
    await page.getByRole('button', { name: 'Dashboard menu' }).click();
    await page.getByRole('presentation').getByRole('navigation', { name: 'Dashboard' }).waitFor();
  },
};

/** The owner of the seeded trade account (Okafor Renovations Ltd), whose buyer has an order awaiting approval. */
const SEEDED_OWNER = { email: 'hannah.okafor@example.com', password: 'customer123' };

const results: { who: string; width: number; page: string; violations: { id: string; impact: string | null | undefined; help: string; nodes: string[] }[] }[] = [];
const REPORT = join(dirname(fileURLToPath(import.meta.url)), 'screenshots', 'axe-report.json');

/** Unbroken words as long as the fields take, which must wrap or be ellipsised wherever they are shown. */
const LONG_WORD = 'Abdurrahmanibnmuhammadalkhwarizmiprotagonistofalgebraicmethod'.slice(0, 60);
const LONG_REVIEW = `${LONG_WORD} ${'Solid torque, the battery lasts a whole shift and the chuck holds tight. '.repeat(40)}`.slice(0, 2000);

let browser: Browser;
/** A tool named with a long unbroken word, reviewed at length by a customer whose name is one: the newest review on Home. */
let longNamedTool: Awaited<ReturnType<typeof createTool>>;
beforeAll(async () => {
  browser = await launchBrowser();
  longNamedTool = await createTool({ name: LONG_WORD });
  const reviewer = await createCustomer({ prefix: 'a11y-long-name', name: LONG_WORD });
  await postReview(reviewer, longNamedTool, 4, LONG_REVIEW);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  mkdirSync(dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, `${JSON.stringify(results, null, 2)}\n`);
});

/** Scrolls through the page so lazy pictures and the chart load, then back to the top. */
async function loadWholePage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      // Two frames: the scroll is painted and the IntersectionObservers (lazy pictures, the chart section) have run.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
  // A lazy picture the quick pass went by, or one that appeared since (a list re-rendered with fresh data,
  // such as Home's newest tools), is brought into view until every picture on the page has loaded or failed:
  // a condition, not a pause per step.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const pending = [...document.images].filter((image) => !image.complete);
          pending[0]?.scrollIntoView({ block: 'center' });
          return pending.map((image) => image.getAttribute('src'));
        }),
      { message: 'every picture on the page loads' },
    )
    .toEqual([]);
  // Sections loaded on approach (Home's charts) replace their placeholders.
  await page.locator('.MuiSkeleton-root').first().waitFor({ state: 'detached' });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Runs axe on what the page shows now; gives the serious and critical findings as readable lines. */
async function check(page: Page, who: string, width: number, name: string): Promise<string[]> {
  // Dialogs and menus fade and grow in (and out, after Escape): axe judges colours as painted, so a button caught
  // half faded reads as low contrast. Endless animations (spinners, skeletons) are not waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running'),
  );
  // label-content-name-mismatch is experimental in axe: a name that does not contain the visible text (WCAG 2.5.3)
  // leaves a person using voice control saying what they see with nothing answering.
  const { violations } = await new AxeBuilder({ page })
    // Runs axe in the page itself rather than gathering its results in a second, blank page: half the time a check.
    .setLegacyMode(true)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  results.push({
    who,
    width,
    page: name,
    violations: violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((node) => node.target.join(' ')) })),
  });
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${who} ${width}px ${name}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
  for (const finding of serious) console.warn(`[axe] ${finding}`);
  return serious;
}

/**
 * One role's pages at both widths: a test of its own, so each has the whole time limit, even on a loaded machine.
 * Each route is loaded once, at a phone's width, then looked at again at a desktop's: the server renders the same
 * page whatever the width, so the second width needs a resize, not a second load.
 */
const PER_ROLE_TIMEOUT = 480_000;

async function checkRoutes(who: string, routes: Route[], account?: Pick<Account, 'email' | 'password'>) {
  const found: string[] = [];
  const { context, page, appErrors } = await openPage(browser, account ? '/login' : '/', VIEWPORTS.phone);
  if (account) await signInWithForm(page, account.email, account.password);
  for (const route of routes) {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(route.path);
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const phone = viewport === VIEWPORTS.phone;
      if (!phone) await page.setViewportSize(viewport);
      try {
        await route.ready(page);
        await loadWholePage(page);
      } catch (error) {
        // Say which page did not settle, and keep what it showed.
        await saveScreenshot(page, `FAILED-${who}-${route.name}-${viewport.width}`).catch(() => undefined);
        throw new Error(`${who} ${viewport.width}px ${route.path}: ${(error as Error).message}`, { cause: error });
      }
      if (SCREENSHOT_EVERY_ROUTE) await saveScreenshot(page, `${who}-${route.name}-${viewport.width}`);
      found.push(...(await check(page, who, viewport.width, route.name)));
      // A desktop has room for every table's columns, the administrator's actions last among them.
      const layout = (await layoutProblems(page, { tableMustFit: !phone })).map((problem) => `${who} ${viewport.width}px ${route.name}: ${problem}`);
      // Said at once too, so a run cut short by its time limit still tells what it found.
      for (const problem of layout) console.warn(`[layout] ${problem}`);
      found.push(...layout);
      for (const state of route.states ?? []) {
        if ((state.width === 'phone') !== phone) continue;
        await state.act(page);
        if (SCREENSHOT_EVERY_ROUTE) await saveScreenshot(page, `${who}-${route.name}-${state.name}-${viewport.width}`);
        found.push(...(await check(page, who, viewport.width, `${route.name} (${state.name})`)));
        await page.keyboard.press('Escape');
      }
    }
  }
  await context.close();
  expect(found, found.join('\n')).toEqual([]);
  // Each route was loaded afresh (rendered on the server, then hydrated): none may log a hydration error.
  expect(appErrors, appErrors.join('\n')).toEqual([]);
}

describe('accessibility and look of every route', () => {
  it('signed out', async () => {
    await checkRoutes('visitor', [
      {
        path: '/',
        name: 'home',
        ready: async (page) => {
          await page.locator('section[aria-labelledby="reviews-heading"] article').first().waitFor();
          await page.locator('section[aria-labelledby="tools-heading"] article').first().waitFor();
        },
        states: [openNavMenu],
      },
      { path: '/tools', name: 'tools', ready: (page) => page.getByRole('list', { name: 'Tools' }).waitFor() },
      { path: '/tools?q=zzzz', name: 'tools-empty', ready: (page) => page.getByText(/^No tools match/).waitFor() },
      {
        path: '/tools/cordless-drill-driver-18v',
        name: 'product',
        ready: async (page) => {
          await heading('Cordless Drill Driver 18V')(page);
          await page.getByRole('list', { name: 'Related tools' }).waitFor();
        },
      },
      {
        path: `/tools/${longNamedTool.slug}`,
        name: 'product-long-words',
        ready: async (page) => {
          await heading(LONG_WORD)(page);
          await page.getByText(LONG_REVIEW.slice(0, 200)).waitFor();
        },
      },
      { path: '/tools/no-such-tool', name: 'product-missing', ready: heading('Page not found') },
      {
        path: '/compare?tools=cordless-drill-driver-18v,hammer-drill-850w',
        name: 'compare',
        ready: (page) => page.getByRole('table', { name: /^Comparison of/ }).waitFor(),
      },
      { path: '/blogs', name: 'blogs', ready: heading('Blogs') },
      { path: '/myportfolio', name: 'portfolio', ready: (page) => page.getByRole('table', { name: 'Education' }).waitFor() },
      {
        path: '/login',
        name: 'login',
        ready: heading('Login'),
        states: [
          {
            name: 'errors',
            width: 'desktop',
            act: async (page) => {
              await page.getByRole('button', { name: 'Login', exact: true }).click();
              await page.locator('[aria-invalid="true"]').first().waitFor();
            },
          },
        ],
      },
      { path: '/register', name: 'register', ready: heading('Register') },
      { path: '/reset-password', name: 'reset-password', ready: heading('Reset password') },
      { path: '/no/such/page', name: 'not-found', ready: heading('Page not found') },
    ]);
  }, PER_ROLE_TIMEOUT);

  // The storefront in Bangla: its own font, Bengali digits and longer words in the same places.
  it('signed out, in Bangla', async () => {
    await checkRoutes('visitor-bn', [
      {
        path: '/bn/',
        name: 'home',
        ready: (page) => page.locator('section[aria-labelledby="tools-heading"] article').first().waitFor(),
        states: [openBanglaNavMenu],
      },
      { path: '/bn/tools', name: 'tools', ready: (page) => page.getByRole('list', { name: 'টুলস' }).waitFor() },
      {
        path: '/bn/tools/cordless-drill-driver-18v',
        name: 'product',
        ready: async (page) => {
          await heading('কর্ডলেস ড্রিল ড্রাইভার ১৮ ভোল্ট')(page);
          await page.getByRole('list', { name: 'এ ধরনের আরও টুল' }).waitFor();
        },
      },
      { path: '/bn/login', name: 'login', ready: heading('লগইন') },
    ]);
  }, PER_ROLE_TIMEOUT);

  describe('as customers', () => {
    let customer: Account;
    let unverified: Account;
    let tool: Awaited<ReturnType<typeof createTool>>;
    let orderId: string;
    beforeAll(async () => {
      customer = await createCustomer({ prefix: 'a11y', name: LONG_WORD });
      tool = await createTool({ priceTiers: [{ minQuantity: 10, unitPrice: 11 }] });
      const other = await createTool({ minimum: 5 });
      // Where the order goes, written at its longest: the administrator's Manage Orders shows it too.
      orderId = (await placeOrder(customer, tool, tool.minimum, { address: `${LONG_WORD}, Road 3, Dhanmondi, Dhaka`, poNumber: LONG_WORD.slice(0, 40) })).id;
      // A line that is fine and one below its minimum (which says so beside its field).
      await setCartLine(customer, tool, 10);
      await setCartLine(customer, other, 2);
      await requestQuote(customer, [{ toolId: tool.id, quantity: 400 }], 'For a new workshop.');
      unverified = await createCustomer({ prefix: 'a11y-unverified', verified: false });
    }, PER_ROLE_TIMEOUT);

    it('a customer', async () => {
      await checkRoutes(
        'customer',
        [
          { path: '/', name: 'home-signed-in', ready: (page) => page.getByRole('button', { name: 'Sign Out' }).or(page.getByRole('button', { name: 'Open navigation menu' })).first().waitFor() },
          { path: '/purchase', name: 'purchase-prompt', ready: heading('Purchase') },
          {
            path: `/purchase/${tool.slug}`,
            name: 'purchase',
            ready: (page) => page.getByRole('button', { name: 'Purchase' }).waitFor(),
            states: [
              {
                name: 'errors',
                width: 'phone',
                act: async (page) => {
                  await page.getByLabel('Quantity').fill('1');
                  await page.getByRole('button', { name: 'Purchase' }).click();
                  await page.getByText('The minimum order is 3').waitFor();
                },
              },
            ],
          },
          { path: '/purchase/no-such-tool', name: 'purchase-unknown-tool', ready: (page) => page.getByText('We could not find this tool.', { exact: false }).waitFor() },
          {
            path: '/dashboard/myorders',
            name: 'my-orders',
            ready: withTable('My orders'),
            states: [
              openDashboardMenu,
              {
                name: 'cancel-dialog',
                width: 'desktop',
                act: async (page) => {
                  await page.getByRole('button', { name: `Cancel order of ${tool.name}` }).click();
                  await page.getByRole('dialog', { name: 'Cancel this order?' }).waitFor();
                },
              },
            ],
          },
          {
            path: '/cart',
            name: 'cart',
            ready: async (page) => {
              await heading('Your cart')(page);
              await page.getByRole('list', { name: 'Cart lines' }).waitFor();
            },
            states: [
              {
                name: 'request-quote',
                width: 'desktop',
                act: async (page) => {
                  await page.getByRole('button', { name: 'Request a quote' }).click();
                  await page.getByRole('dialog', { name: 'Request a quote' }).getByRole('button', { name: 'Send request' }).waitFor();
                },
              },
            ],
          },
          {
            path: `/dashboard/orders/${orderId}`,
            name: 'order-detail',
            ready: async (page) => {
              await heading(/^Order /)(page);
              // A table, or on a phone a list a line.
              await page.getByRole('table', { name: 'Order lines' }).or(page.getByRole('list', { name: 'Order lines' })).waitFor();
            },
          },
          { path: '/dashboard/myquotes', name: 'my-quotes', ready: (page) => page.getByRole('list', { name: 'My quotes' }).waitFor() },
          {
            path: '/dashboard/company',
            name: 'company-apply',
            ready: (page) => page.getByRole('button', { name: 'Apply' }).waitFor(),
            states: [
              {
                name: 'errors',
                width: 'phone',
                act: async (page) => {
                  await page.getByRole('button', { name: 'Apply' }).click();
                  await page.locator('[aria-invalid="true"]').first().waitFor();
                },
              },
            ],
          },
          { path: '/dashboard/review', name: 'add-review', ready: heading('Add a review') },
          { path: '/dashboard/myprofile', name: 'my-profile', ready: (page) => page.getByText(customer.email).waitFor() },
          { path: '/dashboard/makeadmin', name: 'not-allowed', ready: heading('You are not allowed to view this page') },
          { path: '/dashboard/nothing-here', name: 'dashboard-not-found', ready: heading('Page not found') },
        ],
        customer,
      );
    }, PER_ROLE_TIMEOUT);

    // The seeded trade account's owner: its figures and members, its orders with one awaiting approval, its statement.
    it('a trade account owner', async () => {
      await checkRoutes(
        'owner',
        [
          { path: '/dashboard/company', name: 'company', ready: (page) => page.getByRole('form', { name: 'Invite a member' }).waitFor() },
          {
            path: '/dashboard/company/orders',
            name: 'company-orders',
            ready: withTable('Company orders'),
            states: [
              {
                name: 'reject-dialog',
                width: 'desktop',
                act: async (page) => {
                  await page.getByRole('button', { name: /^Reject order / }).first().click();
                  await page.getByRole('dialog').getByLabel('Reason').waitFor();
                },
              },
            ],
          },
          { path: '/dashboard/company/statement', name: 'statement', ready: withTable('Account orders') },
          { path: '/bn/dashboard/company/statement', name: 'statement-bn', ready: withTable('বাকিতে দেওয়া অর্ডার') },
        ],
        SEEDED_OWNER,
      );
    }, PER_ROLE_TIMEOUT);

    it('a customer whose email is not verified', async () => {
      await checkRoutes(
        'unverified',
        [
          { path: `/purchase/${tool.slug}`, name: 'purchase', ready: (page) => page.getByText('Verify your email to place an order').waitFor() },
          { path: '/dashboard/myorders', name: 'my-orders-empty', ready: (page) => page.getByText('You have no orders yet').waitFor() },
          { path: '/dashboard/myprofile', name: 'my-profile', ready: (page) => page.getByText('Not verified').waitFor() },
        ],
        unverified,
      );
    }, PER_ROLE_TIMEOUT);
  });

  it('as an administrator', async () => {
    // An administrator's action, so the audit log has an entry to show whichever journeys ran before.
    await createTool();
    await checkRoutes(
      'admin',
      [
        { path: '/dashboard/makeadmin', name: 'make-admin', ready: withTable('All users') },
        {
          path: '/dashboard/addproduct',
          name: 'add-product',
          ready: heading('Add Product'),
          states: [
            {
              name: 'errors',
              width: 'phone',
              act: async (page) => {
                await page.getByRole('button', { name: 'Add product' }).click();
                await page.locator('[aria-invalid="true"]').first().waitFor();
              },
            },
          ],
        },
        {
          path: '/dashboard/manageorders',
          name: 'manage-orders',
          ready: withTable('All orders'),
          states: [
            {
              name: 'status-filter',
              width: 'desktop',
              act: async (page) => {
                await page.getByRole('combobox', { name: 'Status' }).click();
                await page.getByRole('listbox').waitFor();
              },
            },
          ],
        },
        {
          path: '/dashboard/quotes',
          name: 'quotes',
          ready: async (page) => {
            await heading('Quotes')(page);
            await page.getByRole('region', { name: 'Waiting for an answer' }).getByRole('article').first().waitFor();
          },
          states: [
            {
              name: 'answer-dialog',
              width: 'phone',
              act: async (page) => {
                await page.getByRole('button', { name: /^Answer quote / }).first().click();
                await page.getByRole('dialog').getByRole('button', { name: 'Send quote' }).waitFor();
              },
            },
          ],
        },
        {
          path: '/dashboard/manageproduct',
          name: 'manage-products',
          ready: withTable('All tools'),
          states: [
            {
              name: 'edit-dialog',
              width: 'phone',
              act: async (page) => {
                await page.getByRole('button', { name: /^Edit / }).first().click();
                await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).waitFor();
              },
            },
          ],
        },
        {
          path: '/dashboard/reviews',
          name: 'reviews',
          ready: withTable('Reviews'),
          states: [
            {
              name: 'delete-dialog',
              width: 'phone',
              act: async (page) => {
                await page.getByRole('button', { name: /^Delete the review by / }).first().click();
                await page.getByRole('dialog', { name: 'Delete this review?' }).waitFor();
              },
            },
          ],
        },
        {
          path: '/dashboard/audit',
          name: 'audit-log',
          ready: withTable('Audit log'),
          states: [
            {
              name: 'action-filter',
              width: 'desktop',
              act: async (page) => {
                await page.getByRole('combobox', { name: 'Action' }).click();
                await page.getByRole('listbox').waitFor();
              },
            },
          ],
        },
        {
          path: '/dashboard/companies',
          name: 'companies',
          ready: withTable('All companies'),
          states: [
            {
              name: 'approve-dialog',
              width: 'phone',
              act: async (page) => {
                await page.getByRole('button', { name: /^Approve / }).first().click();
                await page.getByRole('dialog').getByLabel('Credit limit (taka)').waitFor();
              },
            },
          ],
        },
        {
          path: '/dashboard/sales',
          name: 'sales',
          ready: async (page) => {
            await page.getByRole('table', { name: 'Sales per month' }).waitFor();
            await page.locator('svg .MuiBarElement-root').first().waitFor({ state: 'attached' });
          },
        },
      ],
      DEMO_ADMIN,
    );
  }, PER_ROLE_TIMEOUT);
});

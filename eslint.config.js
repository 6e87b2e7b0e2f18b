import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import orderWritesInOrders from './eslint-rules/order-writes-in-orders.js';

/**
 * The resource folders of functions/src in tiers, top first. A folder imports only folders of the tiers below its
 * own (never one of its own tier or above), so the resources depend on each other one way and never in a circle.
 */
export const functionsResourceTiers = [
  // They act on orders: sales figures are summed from them, an accepted quote places one, and removing an account
  // cancels its pending orders.
  ['stats', 'quotes', 'users'],
  // Account orders' approval, statements and company payments act on the orders of a trade account.
  ['company-orders'],
  // Payment acts on orders: checkout opens an order's payment page at the gateway, whose confirmation moves the
  // order on; its deadlines expire and cancel orders. (Accepting a quote is a checkout too.) Shipments move an order
  // through shipped to delivered, and record the cash the courier collected on it.
  ['payments', 'shipments'],
  // An order takes the buyer's cart lines and settles the verified-buyer badge of the buyer's reviews, and an
  // account order its company's credit.
  ['orders'],
  // Trade accounts: their members, and the credit their account orders use.
  ['companies'],
  // A review, a cart line and a delivery charge are about tools (a charge weighs and prices them; checkout charges
  // an order's delivery with it).
  ['reviews', 'cart', 'delivery'],
  // A customer's address book, the delivery addresses checkout offers (removing an account removes it).
  ['addresses'],
  // The catalog's list and search answer from the search index.
  ['tools'],
  // The search index of the tools, kept in step with their documents: of tools/ it reads only the document schema
  // (searchReadsToolDocuments below), so the catalog's routes can use it without a circle.
  ['search'],
  // Leaves that the others write to in the same commit as the change they record: the audit log, the outgoing mail.
  ['audit', 'mail'],
];
const functionsResources = functionsResourceTiers.flat();
/** The one import across the tiers upwards: the search index turns tools' stored documents into tools. */
const searchReadsToolDocuments = {
  from: { element: { type: 'search' } },
  allow: { to: { element: { type: 'tools' }, file: { categories: 'document-schema' } } },
};

/**
 * The domains of web/src/domains in tiers, top first: what knows one domain of the store (an order's cards, a
 * payment's dialog, a trade account's credit) and is shared by the features that show it. As with the resources
 * of functions/src, a domain imports only the domains of the tiers below its own, so they depend on each other one
 * way.
 */
export const webDomainTiers = [
  // A quote shows its lines as an order does, and names the order it became. A shipment carries an order's lines
  // and dates its timeline as the order does; it reads its tools (serial-tracked or not).
  ['quotes', 'shipments'],
  // An order shows its payment, and an account order is approved or refused with the payment's refusals.
  ['orders'],
  // Paying on account takes the trade account's credit.
  ['payments'],
  // Trade accounts: the signed-in member's company.
  ['companies'],
  // A review and a cart line are about a tool.
  ['reviews', 'cart'],
  // The catalog's tools: their cards, labels, paths and the compare list.
  ['tools'],
  // Delivery: the districts, the address fields and the buyer's address book, what delivery costs and the sales
  // counter, which the product page, checkout, My Profile and orders show.
  ['delivery'],
];
const webDomains = (types) => ({ type: 'domain', captured: { domain: types } });

const sourceExtensions = ['.ts', '.tsx', '.js', '.mjs'];

/**
 * How eslint-plugin-boundaries reads imports, for the web app's layers and for functions/src alike. The resolver
 * follows the relative imports of .ts(x) files; @store/contract/* stays unresolved (an external module to the
 * plugin, so unchecked): every layer may import the contract.
 */
const boundarySettings = {
  'boundaries/root-path': import.meta.dirname,
  'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
  'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', 'web/dist-server/', 'functions/lib/', 'emulator-data/', '.emulator-state/', 'bench/results/', 'coverage/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'off',
      // Control characters are matched on purpose in the contract's text checks.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The web app's layers: app -> features -> domains -> components -> lib -> config -> contract, each importing
    // only downwards, so a page's code can be read, tested and lazily loaded on its own. A feature's (or a
    // domain's) imports of its own files are not checked; another feature is not in any allow list, so features
    // never import each other, statically or through import(): what two features share moves down to a domain
    // (when it knows one: orders, payments, tools...), to components/ (when it knows none) or to lib/. The
    // domains import each other down their tiers (webDomainTiers); components/ knows no domain.
    files: ['web/src/**/*.{ts,tsx}', 'contract/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      ...boundarySettings,
      'boundaries/elements': [
        { type: 'app', pattern: 'web/src/app', partialMatch: false },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'domain', pattern: 'web/src/domains/*', capture: ['domain'], partialMatch: false },
        { type: 'components', pattern: 'web/src/components', partialMatch: false },
        { type: 'lib', pattern: 'web/src/lib', partialMatch: false },
        { type: 'config', pattern: 'web/src/config', partialMatch: false },
        // The component tests' harness: the app's theme and session around a component.
        { type: 'test-support', pattern: 'web/src/test', partialMatch: false },
        // The rest of web/src: the browser entry (main.tsx), the server entry (server/) and the build's checks
        // beside them (first-load.ts, bundle-budget.test.ts...). Nothing imports them.
        { type: 'entry', pattern: 'web/src', partialMatch: false },
        { type: 'contract', pattern: 'contract/src', partialMatch: false },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'entry' } }, allow: { to: { element: { type: ['app', 'feature', 'domain', 'components', 'lib', 'config', 'contract'] } } } },
            { from: { element: { type: 'app' } }, allow: { to: { element: { type: ['feature', 'domain', 'components', 'lib', 'config', 'contract'] } } } },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: ['domain', 'components', 'lib', 'config', 'contract'] } } } },
            { from: { element: { type: 'domain' } }, allow: { to: { element: { type: ['components', 'lib', 'config', 'contract'] } } } },
            ...webDomainTiers.slice(0, -1).map((tier, index) => ({
              from: { element: webDomains(tier) },
              allow: { to: { element: webDomains(webDomainTiers.slice(index + 1).flat()) } },
            })),
            { from: { element: { type: 'components' } }, allow: { to: { element: { type: ['lib', 'config', 'contract'] } } } },
            { from: { element: { type: 'lib' } }, allow: { to: { element: { type: ['config', 'contract'] } } } },
            { from: { element: { type: 'config' } }, allow: { to: { element: { type: 'contract' } } } },
            { from: { element: { type: 'test-support' } }, allow: { to: { element: { type: ['app', 'domain', 'components', 'lib', 'config', 'contract'] } } } },
            { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'test-support' } } } },
          ],
        },
      ],
    },
  },
  {
    // functions/src: index.ts wires the API's routes and the page function; http/ is what every route shares and
    // knows no resource; the resources import each other only down their tiers (functionsResourceTiers); ssr/ is
    // the only door into web/'s code (the page function runs the web app's server renderer), and mail/ reads web/'s
    // message catalogs, data the store writes everything in; test-support/ is for tests.
    files: ['functions/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      ...boundarySettings,
      'boundaries/elements': [
        { type: 'http', pattern: 'functions/src/http', partialMatch: false },
        { type: 'ssr', pattern: 'functions/src/ssr', partialMatch: false },
        { type: 'test-support', pattern: 'functions/src/test-support', partialMatch: false },
        ...functionsResources.map((type) => ({ type, pattern: `functions/src/${type}`, partialMatch: false })),
        // Every folder, so that a new one that has no place above yet is an element no policy allows: nothing may
        // import it, and it may import nothing, until it is given its place.
        { type: 'folder', pattern: 'functions/src/*', partialMatch: false },
        // The files beside those folders: index.ts and firebase.ts, told apart by their file categories below.
        { type: 'root', pattern: 'functions/src', partialMatch: false },
        // Before web/src, whose element it would otherwise be: the message catalogs, JSON with no code.
        { type: 'catalogs', pattern: 'web/src/lib/i18n/messages', partialMatch: false },
        { type: 'web', pattern: 'web/src', partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'test', pattern: '**/*.test.ts' },
        { category: 'entry', pattern: 'functions/src/index.ts' },
        { category: 'firebase', pattern: 'functions/src/firebase.ts' },
        // The schemas of stored documents, one per collection: firebase.ts declares every collection with its
        // schema's converter, so it reads these (and only these) files of the folders; they import no code of ours
        // but the stored-time schema.
        { category: 'document-schema', pattern: 'functions/src/*/*-model.ts' },
        { category: 'document-schema', pattern: 'functions/src/http/rate-window.ts' },
        { category: 'stored-time', pattern: 'functions/src/stored-time.ts' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { file: { categories: 'entry' } }, allow: { to: { element: { type: ['http', 'ssr', ...functionsResources] } } } },
            { from: { element: { type: ['http', 'ssr', 'test-support', ...functionsResources] } }, allow: { to: { file: { categories: 'firebase' } } } },
            { from: { file: { categories: 'firebase' } }, allow: { to: { file: { categories: ['document-schema', 'stored-time'] } } } },
            { from: { file: { categories: 'document-schema' } }, allow: { to: { file: { categories: 'stored-time' } } } },
            ...functionsResourceTiers.map((tier, index) => ({
              from: { element: { type: tier } },
              allow: { to: { element: { type: ['http', ...functionsResourceTiers.slice(index + 1).flat()] } } },
            })),
            { from: { element: { type: 'ssr' } }, allow: { to: { element: { type: ['http', 'web', ...functionsResources] } } } },
            { from: { element: { type: 'mail' } }, allow: { to: { element: { type: 'catalogs' } } } },
            searchReadsToolDocuments,
            { from: { element: { type: 'test-support' } }, allow: { to: { element: { type: ['http', ...functionsResources] } } } },
            { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'test-support' } } } },
          ],
        },
      ],
    },
  },
  {
    // Only orders/ writes an order (eslint-rules/order-writes-in-orders.js): payments, approvals and the deadline
    // sweep call its verbs. The rule reads types, so this block alone asks TypeScript for them. Tests and their
    // helpers set orders up as they please; the lint's own tests write probes that need no types (boundary-probe.ts)
    // and one that does, which is no file of the project (order-write-probe.ts).
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/orders/**', 'functions/src/test-support/**', '**/*.test.ts', '**/boundary-probe.ts'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['functions/src/*/order-write-probe.ts'], defaultProject: 'functions/tsconfig.json' },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { store: { rules: { 'order-writes-in-orders': orderWritesInOrders } } },
    rules: { 'store/order-writes-in-orders': 'error' },
  },
  {
    // No import cycles anywhere in the repository: a module must be able to load after everything it imports
    // (a cycle leaves one side reading the other's exports before they exist), and two modules that need each
    // other are one piece, to be split anew. Type-only imports are erased before anything runs, so they are free.
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The files it follows (the default is JavaScript only) and how it finds them, the contract's exports included.
      'import-x/extensions': sourceExtensions,
      'import-x/resolver-next': [createNodeResolver({ extensions: sourceExtensions })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);

import { ESLint } from 'eslint';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The repository's lint (eslint.config.js) on code written as if it were a file of functions/src. */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(file: string, lines: string[]) {
  const [result] = await eslint.lintText(lines.join('\n'), { filePath: join(repoRoot, 'functions/src', file) });
  return result!.messages.filter((message) => message.ruleId === 'boundaries/dependencies').map(({ line, message }) => ({ line, message }));
}

const refused = (line: number, from: string, to: string) => ({
  line,
  // The target may be named by its file's category too ("to file of category ... belonging to elements of type").
  message: expect.stringMatching(new RegExp(`from elements of type "${from}" to .*elements of type "${to}"`)),
});

describe('lint keeps the layers of functions/src apart', () => {
  it('fails http/ importing any resource', async () => {
    const errors = await boundaryErrors('http/boundary-probe.ts', [
      "import { toolRoutes } from '../tools/tool-routes';",
      "import { recordAudit } from '../audit/audit-store';",
      "import { auth } from '../firebase';",
      'export { auth, recordAudit, toolRoutes };',
    ]);
    expect(errors).toEqual([refused(1, 'http', 'tools'), refused(2, 'http', 'audit')]);
  });

  it('fails a resource importing one of its own tier or above, statically or with import()', async () => {
    const errors = await boundaryErrors('reviews/boundary-probe.ts', [
      "import type { OrderDocument } from '../orders/order-model';",
      "export const loadCart = () => import('../cart/cart-store');",
      "import { userRoutes } from '../users/user-routes';",
      'export type { OrderDocument };',
      'export { userRoutes };',
    ]);
    expect(errors).toEqual([refused(1, 'reviews', 'orders'), refused(2, 'reviews', 'cart'), refused(3, 'reviews', 'users')]);
  });

  it('fails a leaf importing a resource above it', async () => {
    const errors = await boundaryErrors('audit/boundary-probe.ts', ["export { listToolPages } from '../tools/tool-store';"]);
    expect(errors).toEqual([refused(1, 'audit', 'tools')]);
  });

  it('passes a resource importing down its tiers, http/ and firebase.ts', async () => {
    const errors = await boundaryErrors('orders/boundary-probe.ts', [
      "import type { CartDocument } from '../cart/cart-model';",
      "import { reviewIdOf } from '../reviews/review-model';",
      "import type { ToolDocument } from '../tools/tool-model';",
      "import { recordAudit } from '../audit/audit-store';",
      "import { queueMail } from '../mail/mail';",
      "import { ApiError } from '../http/api-error';",
      "import { db } from '../firebase';",
      "import type { OrderDocument } from './order-model';",
      'export type { CartDocument, OrderDocument, ToolDocument };',
      'export { ApiError, db, queueMail, recordAudit, reviewIdOf };',
    ]);
    expect(errors).toEqual([]);
  });

  it("passes search/ reading tools' document schema and tools/ using search/, and fails search/ importing the rest of tools/", async () => {
    const errors = await boundaryErrors('search/boundary-probe.ts', [
      "import { toTool } from '../tools/tool-model';",
      "import { findTool } from '../tools/tool-store';",
      "import { ApiError } from '../http/api-error';",
      'export { ApiError, findTool, toTool };',
    ]);
    expect(errors).toEqual([refused(2, 'search', 'tools')]);
    expect(await boundaryErrors('tools/boundary-probe.ts', ["export { searchTools } from '../search/tool-search';"])).toEqual([]);
  });

  it('fails any file but ssr/ importing web/', async () => {
    const webImport = ["import { storefrontRoutes } from '../../../web/src/app/route-manifest';", 'export { storefrontRoutes };'];
    expect(await boundaryErrors('tools/boundary-probe.ts', webImport)).toEqual([refused(1, 'tools', 'web')]);
    expect(await boundaryErrors('http/boundary-probe.ts', webImport)).toEqual([refused(1, 'http', 'web')]);
    expect(await boundaryErrors('ssr/boundary-probe.ts', webImport)).toEqual([]);
  });

  it("passes mail/ reading web/'s message catalogs, and fails any other import of them or of web/'s code by mail/", async () => {
    const catalogImport = ["import en from '../../../web/src/lib/i18n/messages/en.json';", 'export { en };'];
    expect(await boundaryErrors('mail/boundary-probe.ts', catalogImport)).toEqual([]);
    expect(await boundaryErrors('orders/boundary-probe.ts', catalogImport)).toEqual([refused(1, 'orders', 'catalogs')]);
    const codeImport = ["import { site } from '../../../web/src/config/site';", 'export { site };'];
    expect(await boundaryErrors('mail/boundary-probe.ts', codeImport)).toEqual([refused(1, 'mail', 'web')]);
  });

  it('fails test-support/ imported by anything but a test', async () => {
    const testSupportImport = ["import { seedTool } from '../test-support/emulators';", 'export { seedTool };'];
    expect(await boundaryErrors('orders/boundary-probe.ts', testSupportImport)).toEqual([refused(1, 'orders', 'test-support')]);
    expect(await boundaryErrors('orders/boundary-probe.test.ts', testSupportImport)).toEqual([]);
  });

  it('fails a new folder until it has its place in the tiers', async () => {
    const errors = await boundaryErrors('invoices/boundary-probe.ts', ["import { ApiError } from '../http/api-error';", 'export { ApiError };']);
    expect(errors).toEqual([refused(1, 'folder', 'http')]);
  });
});

describe('lint keeps order writes in orders/', () => {
  const writes = async (file: string, lines: string[]) => {
    const [result] = await eslint.lintText(lines.join('\n'), { filePath: join(repoRoot, 'functions/src', file) });
    return result!.messages.filter((message) => message.ruleId === 'store/order-writes-in-orders').map(({ line }) => line);
  };
  const probe = [
    "import { collections, db } from '../firebase';",
    'export async function probe(id: string) {',
    '  const ref = collections.orders.doc(id);',
    "  await ref.update({ status: 'pending' });",
    "  await db.runTransaction(async (tx) => tx.set(ref, { status: 'pending' }, { merge: true }));",
    '  const batch = db.batch();',
    '  batch.delete(collections.orders.doc(id));',
    '  await collections.tools.doc(id).update({ available: 1 });',
    '}',
  ];

  it('fails an order written outside orders/, directly or through a transaction or batch, and nothing else', async () => {
    expect(await writes('payments/order-write-probe.ts', probe)).toEqual([4, 5, 7]);
  });

  it('passes the same writes inside orders/', async () => {
    expect(await writes('orders/order-write-probe.ts', probe)).toEqual([]);
  });
});

/**
 * Checks emulator-data/ after it is imported: document counts, the totals tools keep,
 * and that the demo accounts sign in. Run:
 *   node scripts/firebase.mjs emulators:exec --only auth,firestore --import emulator-data "npx tsx scripts/seed/verify-seed.ts"
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { SOLD_STATUSES } from '@store/contract/order';
import { lineTotal, sumMoney } from '@store/contract/money';
import type { ToolDocument } from '../../functions/src/tools/tool-model';
import type { ReviewDocument } from '../../functions/src/reviews/review-model';
import type { OrderDocument } from '../../functions/src/orders/order-model';
import { POWER_SOURCES, RATING_STARS, TOOL_CATEGORIES, ToolInput } from '@store/contract/tool';
import { accounts } from './catalog';

/** The fields of a tool document an administrator sets, as the API would take them. */
const pickToolInput = ({ name, sku, category, powerSource, specs, description, picture, pictures, price, priceTiers, minimum, available }: ToolDocument) => ({
  name,
  sku,
  ...(category ? { category } : {}),
  ...(powerSource ? { powerSource } : {}),
  specs,
  description,
  picture,
  pictures,
  price,
  priceTiers,
  minimum,
  available,
});

const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!authHost || !process.env.FIRESTORE_EMULATOR_HOST) throw new Error('Run this under the emulators');

const db = getFirestore(initializeApp({ projectId: 'demo-tools-store' }, 'verify'));
const problems: string[] = [];
const expect = (ok: boolean, problem: string) => {
  if (!ok) problems.push(problem);
};

async function signIn(email: string, password: string) {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!response.ok || !body.idToken) throw new Error(`${email} cannot sign in: ${JSON.stringify(body)}`);
  const claims = JSON.parse(Buffer.from(body.idToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  return { displayName: claims.name, claims };
}

async function main() {
  const [tools, reviews, orders, users] = await Promise.all(
    ['tools', 'reviews', 'orders', 'users'].map((name) => db.collection(name).get()),
  );
  console.log(`tools ${tools!.size}, reviews ${reviews!.size}, orders ${orders!.size}, users ${users!.size}`);
  expect(tools!.size >= 32, 'fewer than 32 tools');
  expect(reviews!.size >= 24, 'fewer than 24 reviews');
  expect(orders!.size >= 12, 'fewer than 12 orders');

  const reviewDocs = reviews!.docs.map((doc) => doc.data() as ReviewDocument);
  const orderDocs = orders!.docs.map((doc) => doc.data() as OrderDocument);
  for (const snapshot of tools!.docs) {
    const tool = snapshot.data() as ToolDocument;
    const own = reviewDocs.filter((review) => review.toolId === snapshot.id);
    expect(tool.ratingCount === own.length, `${tool.name}: ratingCount ${tool.ratingCount}, reviews ${own.length}`);
    expect(tool.ratingSum === own.reduce((sum, review) => sum + review.rating, 0), `${tool.name}: ratingSum is off`);
    expect(tool.available >= 0 && tool.inStock === tool.available > 0, `${tool.name}: stock fields disagree`);
  }
  const toolDocs = tools!.docs.map((doc) => doc.data() as ToolDocument);
  for (const tool of toolDocs) {
    const own = reviewDocs.filter((review) => review.toolname === tool.name);
    const stars = Object.fromEntries(RATING_STARS.map((star) => [star, own.filter((review) => String(review.rating) === star).length]));
    expect(JSON.stringify(tool.ratingCounts) === JSON.stringify(stars), `${tool.name}: ratingCounts is off`);
    expect(ToolInput.safeParse({ ...pickToolInput(tool) }).success, `${tool.name}: a field breaks the contract`);
    expect(tool.pictures?.[0] === tool.picture, `${tool.name}: picture is not the first of pictures`);
  }
  const skus = new Set(toolDocs.map((tool) => tool.sku));
  expect(skus.size === toolDocs.length && !skus.has(undefined), 'skus are missing or shared');
  for (const category of TOOL_CATEGORIES) expect(toolDocs.some((tool) => tool.category === category), `no tool in category ${category}`);
  for (const source of POWER_SOURCES) expect(toolDocs.some((tool) => tool.powerSource === source), `no tool with power source ${source}`);
  const tiered = toolDocs.filter((tool) => (tool.priceTiers?.length ?? 0) > 0).length;
  expect(tiered >= 10, `${tiered} tools have price tiers, fewer than 10`);
  const pictured = toolDocs.filter((tool) => (tool.pictures?.length ?? 0) >= 2 && (tool.pictures?.length ?? 0) <= 4).length;
  expect(pictured >= 10, `${pictured} tools have 2 to 4 pictures, fewer than 10`);
  console.log(`skus ${skus.size}, tools with price tiers ${tiered}, tools with 2 to 4 pictures ${pictured}`);

  for (const order of orderDocs) {
    for (const line of order.lines) {
      expect(line.lineTotal === lineTotal(line.unitPrice, line.quantity), `order ${order.idempotencyKey}: wrong line total`);
    }
    expect(order.total === sumMoney(order.lines.map((line) => line.lineTotal)), `order ${order.idempotencyKey}: wrong total`);
    expect(order.units === order.lines.reduce((sum, line) => sum + line.quantity, 0), `order ${order.idempotencyKey}: wrong units`);
    expect(JSON.stringify(order.toolIds) === JSON.stringify(order.lines.map((line) => line.toolId)), `order ${order.idempotencyKey}: toolIds are off`);
    expect(order.history[0]?.status === 'pending' && order.history.at(-1)?.status === order.status, `order ${order.idempotencyKey}: history is off`);
  }
  const multiLine = orderDocs.filter((order) => order.lines.length > 1).length;
  const withPo = orderDocs.filter((order) => order.poNumber).length;
  expect(multiLine >= 3 && withPo >= 3, `${multiLine} orders of several lines and ${withPo} with a PO number, fewer than 3`);
  console.log(`orders of several lines ${multiLine}, with a PO number ${withPo}`);
  for (const review of reviewDocs) {
    const bought = orderDocs.some(
      (order) => order.uid === review.uid && order.toolIds.includes(review.toolId) && SOLD_STATUSES.includes(order.status),
    );
    expect(review.verifiedPurchase === bought, `review of ${review.toolname} by ${review.name}: verifiedPurchase is off`);
  }
  const statuses = new Set(orderDocs.map((order) => order.status));
  expect(statuses.size === 5, `order statuses present: ${[...statuses].join(', ')}`);

  const customer = await signIn(accounts.demo.email, accounts.demo.password);
  const admin = await signIn(accounts.admin.email, accounts.admin.password);
  console.log(
    `signed in ${accounts.demo.email} (${String(customer.displayName)}, email_verified ${String(customer.claims.email_verified)}, admin ${String(customer.claims.admin ?? false)})`,
  );
  console.log(`signed in ${accounts.admin.email} (${String(admin.displayName)}, admin ${String(admin.claims.admin ?? false)})`);
  expect(customer.claims.email_verified === true && customer.claims.admin === undefined, 'demo customer claims are off');
  expect(customer.displayName === accounts.demo.displayName && admin.displayName === accounts.admin.displayName, 'display names are off');
  expect(admin.claims.admin === true, 'demo admin has no admin claim');

  if (problems.length > 0) throw new Error(`Seed check failed:\n- ${problems.join('\n- ')}`);
  console.log('Seed check passed.');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

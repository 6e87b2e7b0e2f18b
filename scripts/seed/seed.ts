/**
 * Fills the Auth and Firestore emulators with the storefront's seed data (catalog.ts).
 * Run through `npm run seed`, which starts the emulators and exports them to emulator-data/ on exit.
 * It wipes both emulators first, so running it again gives the same shape of data.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { ToolInput, slugify, type RatingHistogram } from '@store/contract/tool';
import { SOLD_STATUSES, type OrderLine, type OrderStatus } from '@store/contract/order';
import { fromPoisha, lineTotal, sumMoney, toPoisha } from '@store/contract/money';
import { unitPriceFor } from '@store/contract/pricing';
import { STORE_CURRENCY } from '@store/contract/constants';
import { defaultPaymentMethod } from '@store/contract/payment';
import { newPayment, withRecord } from '../../functions/src/orders/order-payment';
import { ReviewInput } from '@store/contract/review';
import { monthKey } from '@store/contract/stats';
import { newToolDocument, noRatings, type ToolDocument } from '../../functions/src/tools/tool-model';
import type { UserDocument } from '../../functions/src/users/user-model';
import { reviewIdOf, type ReviewDocument } from '../../functions/src/reviews/review-model';
import type { HistoryEntryDocument, OrderDocument } from '../../functions/src/orders/order-model';
import type { CompanyDocument, MembershipDocument } from '../../functions/src/companies/company-model';
import { accounts, orders, reviews, toolInput, tools, tradeAccounts, type AccountKey, type SeedTradeAccount } from './catalog';
import type { ToolArtKey } from './tool-art';

const PROJECT_ID = 'demo-tools-store';
const DAY_MS = 24 * 60 * 60 * 1000;

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
// Never let this script near a real project: it deletes everything it can reach.
if (!firestoreHost || !authHost) {
  throw new Error('FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must be set (run it with `npm run seed`)');
}
if (process.env.GCLOUD_PROJECT && process.env.GCLOUD_PROJECT !== PROJECT_ID) {
  throw new Error(`The emulators run project ${process.env.GCLOUD_PROJECT}, the seed is for ${PROJECT_ID}`);
}

const app = initializeApp({ projectId: PROJECT_ID }, 'seed');
const db = getFirestore(app);
const auth = getAuth(app);

const now = Date.now();
/** A moment n days ago; the salt spreads same-day events over the working day. */
const daysAgo = (days: number, salt = 0) => new Date(now - days * DAY_MS - ((salt * 7919) % 480) * 60_000);
const stamp = (date: Date) => Timestamp.fromDate(date);

async function wipeEmulators() {
  const targets = [
    `http://${firestoreHost}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    `http://${authHost}/emulator/v1/projects/${PROJECT_ID}/accounts`,
  ];
  for (const url of targets) {
    const response = await fetch(url, { method: 'DELETE', headers: { Authorization: 'Bearer owner' } });
    if (!response.ok) throw new Error(`Could not wipe ${url}: ${response.status} ${await response.text()}`);
  }
}

async function createAccounts() {
  const uids = {} as Record<AccountKey, string>;
  const batch = db.batch();
  for (const [key, account] of Object.entries(accounts) as [AccountKey, (typeof accounts)[AccountKey]][]) {
    const user = await auth.createUser({
      email: account.email,
      password: account.password,
      displayName: account.displayName,
      emailVerified: true,
    });
    if (account.admin) await auth.setCustomUserClaims(user.uid, { admin: true });
    uids[key] = user.uid;
    const joined = daysAgo(account.joinedDaysAgo, account.email.length);
    const doc: UserDocument = {
      email: account.email,
      displayName: account.displayName,
      role: account.admin ? 'admin' : 'user',
      emailVerified: true,
      claimsUpdatedAt: account.admin ? stamp(joined) : null,
      createdAt: stamp(joined),
    };
    batch.set(db.collection('users').doc(user.uid), doc);
  }
  await batch.commit();
  return uids;
}

/** The statuses an order went through after pending to reach `status`, and who moved it. */
const PATH: Partial<Record<OrderStatus, [OrderStatus, 'customer' | 'admin'][]>> = {
  'awaiting-approval': [],
  pending: [],
  confirmed: [['confirmed', 'admin']],
  shipped: [
    ['confirmed', 'admin'],
    ['shipped', 'admin'],
  ],
  delivered: [
    ['confirmed', 'admin'],
    ['shipped', 'admin'],
    ['delivered', 'admin'],
  ],
  cancelled: [['cancelled', 'customer']],
};

/** When an order reached its current status, a few days after it was placed. */
const STATUS_DELAY_DAYS: Partial<Record<OrderStatus, number>> = {
  'awaiting-approval': 0,
  pending: 0,
  confirmed: 1,
  shipped: 2,
  delivered: 5,
  cancelled: 1,
};

/**
 * A seed order's payment, as the shop would have it: delivered orders paid (cash at the door, or the transfer
 * the day after ordering); open transfers paid too, but for those of the last three days, still due, their
 * deadlines stored so the store reminds and cancels them like any other; open cash orders due on delivery.
 */
function seedPayment(total: number, status: OrderStatus, createdAt: Date, updatedAt: Date): Pick<OrderDocument, 'payment' | 'deadline'> {
  const method = defaultPaymentMethod(total);
  const placed = stamp(createdAt);
  const { payment, deadline } = newPayment(method, total, STORE_CURRENCY, placed);
  const recentTransfer = method === 'bank-transfer' && now - createdAt.getTime() < 3 * DAY_MS;
  const paid = status === 'delivered' || (method === 'bank-transfer' && status !== 'cancelled' && !recentTransfer);
  if (!paid) return { payment, ...(deadline && status !== 'cancelled' && { deadline }) };
  const at = method === 'cod' ? stamp(updatedAt) : stamp(new Date(Math.min(now, createdAt.getTime() + DAY_MS)));
  const record = { at, amount: total, kind: 'payment' as const, method: method === 'cod' ? ('cash' as const) : ('bank' as const), reference: method === 'cod' ? 'Cash at delivery' : `Transfer ${createdAt.toISOString().slice(0, 10)}`, by: 'admin@example.com' };
  return { payment: withRecord(payment, record, status) };
}

/**
 * A seed account order's payment: due once shipped, `termsDays` after it (the shipping step's time); delivered
 * ones paid by bank on their due date or today, whichever came first.
 */
function accountPayment(total: number, status: OrderStatus, history: HistoryEntryDocument[], termsDays: number): Pick<OrderDocument, 'payment'> {
  const { payment } = newPayment('account', total, STORE_CURRENCY, history[0]!.at);
  const shipped = history.find((entry) => entry.status === 'shipped');
  if (!shipped) return { payment };
  const dueAt = Timestamp.fromMillis(shipped.at.toMillis() + termsDays * DAY_MS);
  if (status !== 'delivered') return { payment: { ...payment, dueAt } };
  const at = Timestamp.fromMillis(Math.min(now, dueAt.toMillis()));
  const record = { at, amount: total, kind: 'payment' as const, method: 'bank' as const, reference: `Statement ${at.toDate().toISOString().slice(0, 7)}`, by: 'admin@example.com' };
  return { payment: withRecord({ ...payment, dueAt }, record, status) };
}

/** The trade accounts, their members, and the company of each customer who belongs to one. */
function seedTradeAccounts(uids: Record<AccountKey, string>, batch: WriteBatch) {
  const companyOf = new Map<AccountKey, { id: string; account: SeedTradeAccount; doc: CompanyDocument }>();
  for (const [index, account] of tradeAccounts.entries()) {
    const id = db.collection('companies').doc().id;
    const applied = stamp(daysAgo(account.appliedDaysAgo, index + 7));
    const doc: CompanyDocument = {
      name: account.name,
      tradeLicence: account.tradeLicence,
      ...(account.bin && { bin: account.bin }),
      address: account.address,
      phone: account.phone,
      status: account.approved ? 'approved' : 'applied',
      ownerUid: uids[account.owner],
      ownerEmail: accounts[account.owner].email,
      creditLimit: account.approved?.creditLimit ?? 0,
      termsDays: account.approved?.termsDays ?? null,
      hold: false,
      outstandingPoisha: 0,
      queue: account.approved ? 1 : 0,
      createdAt: applied,
      updatedAt: applied,
    };
    for (const member of [{ customer: account.owner, role: 'owner' as const, orderLimit: null }, ...account.members]) {
      companyOf.set(member.customer, { id, account, doc });
      const membership: MembershipDocument = { companyId: id, role: member.role, orderLimit: member.orderLimit, email: accounts[member.customer].email, joinedAt: applied };
      batch.set(db.collection('memberships').doc(uids[member.customer]), membership);
    }
  }
  return companyOf;
}

async function main() {
  // Catch content mistakes before anything is written.
  const byKey = new Map(tools.map((tool) => [tool.key, tool]));
  const names = new Set<string>();
  const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'public');
  for (const tool of tools) {
    const input = ToolInput.parse(toolInput(tool));
    if (names.has(slugify(input.name))) throw new Error(`Two tools share the slug of ${input.name}`);
    names.add(slugify(input.name));
    for (const picture of input.pictures) {
      if (!existsSync(join(publicDir, picture))) throw new Error(`Missing picture ${picture}: run npx tsx scripts/seed/pictures.ts`);
    }
  }
  const toolOf = (key: ToolArtKey) => {
    const tool = byKey.get(key);
    if (!tool) throw new Error(`No seed tool ${key}`);
    return tool;
  };

  await wipeEmulators();
  const uids = await createAccounts();
  const toolIds = new Map(tools.map((tool) => [tool.key, db.collection('tools').doc().id]));
  const batch = db.batch();
  const companyOf = seedTradeAccounts(uids, batch);

  // Orders and the stock they take. Monthly sales are only printed: the API aggregates them from orders.
  const sold = new Map<ToolArtKey, number>();
  const lastSale = new Map<ToolArtKey, Date>();
  const months = new Map<string, { units: number; cents: number; orders: number }>();
  const buyers = new Set<string>();
  orders.forEach((order, index) => {
    const account = accounts[order.customer];
    const asked: [ToolArtKey, number][] = [[order.tool, order.quantity], ...(order.more ?? [])];
    const lines: OrderLine[] = asked.map(([key, quantity]) => {
      const tool = toolOf(key);
      if (quantity < tool.minimum) throw new Error(`Order ${index + 1} is below the minimum of ${tool.name}`);
      if (order.daysAgo >= tool.addedDaysAgo) throw new Error(`Order ${index + 1} predates ${tool.name}`);
      // Charged as the server charges: volume prices applied.
      const unitPrice = unitPriceFor(toolInput(tool), quantity);
      return { toolId: toolIds.get(key)!, toolname: tool.name, quantity, unitPrice, lineTotal: lineTotal(unitPrice, quantity) };
    });
    if (new Set(asked.map(([key]) => key)).size !== asked.length) throw new Error(`Order ${index + 1} has a tool on two lines`);
    const createdAt = daysAgo(order.daysAgo, index + 1);
    const updatedAt = new Date(Math.min(now, createdAt.getTime() + STATUS_DELAY_DAYS[order.status]! * DAY_MS));
    const steps = PATH[order.status]!;
    const history: HistoryEntryDocument[] = [
      { status: order.status === 'awaiting-approval' ? 'awaiting-approval' : 'pending', at: stamp(createdAt), by: 'customer' },
      // The moves spread evenly up to updatedAt.
      ...steps.map(([status, by], step) => ({
        status,
        at: stamp(new Date(createdAt.getTime() + ((updatedAt.getTime() - createdAt.getTime()) * (step + 1)) / steps.length)),
        by,
      })),
    ];
    const total = sumMoney(lines.map((line) => line.lineTotal));
    const units = lines.reduce((sum, line) => sum + line.quantity, 0);
    const company = order.onAccount ? companyOf.get(order.customer) : undefined;
    if (order.onAccount && !company?.account.approved) throw new Error(`Order ${index + 1} is on account, but ${order.customer} has no approved trade account`);
    const termsDays = company?.account.approved?.termsDays ?? 0;
    const payment = company ? accountPayment(total, order.status, history, termsDays) : seedPayment(total, order.status, createdAt, updatedAt);
    if (company && order.status !== 'awaiting-approval' && order.status !== 'cancelled') {
      company.doc.outstandingPoisha += toPoisha(payment.payment!.amountDue) - toPoisha(payment.payment!.amountPaid);
    }
    const doc: OrderDocument = {
      uid: uids[order.customer],
      email: account.email,
      lines,
      toolIds: lines.map((line) => line.toolId),
      units,
      total,
      currency: STORE_CURRENCY,
      address: account.address,
      phone: account.phone,
      ...(order.po ? { poNumber: order.po } : {}),
      status: order.status,
      history,
      ...payment,
      ...(company && { company: { id: company.id, name: company.doc.name, termsDays } }),
      idempotencyKey: `seed-${index + 1}`,
      requestHash: 'seed',
      createdAt: stamp(createdAt),
      updatedAt: stamp(updatedAt),
    };
    batch.set(db.collection('orders').doc(), doc);
    if (!SOLD_STATUSES.includes(order.status)) return;

    for (const [key, quantity] of asked) {
      buyers.add(`${order.customer}/${key}`);
      sold.set(key, (sold.get(key) ?? 0) + quantity);
      if (createdAt > (lastSale.get(key) ?? new Date(0))) lastSale.set(key, createdAt);
    }
    const month = months.get(monthKey(createdAt)) ?? { units: 0, cents: 0, orders: 0 };
    month.units += units;
    month.cents += toPoisha(total);
    month.orders += 1;
    months.set(monthKey(createdAt), month);
  });

  for (const { id, doc } of new Map([...companyOf.values()].map((company) => [company.id, company])).values()) {
    batch.set(db.collection('companies').doc(id), doc);
  }

  // Reviews, and the rating totals each tool keeps.
  const ratings = new Map<ToolArtKey, { count: number; sum: number; stars: RatingHistogram }>();
  const reviewed = new Set<string>();
  reviews.forEach((review, index) => {
    const tool = toolOf(review.tool);
    const pair = `${review.customer}/${review.tool}`;
    if (reviewed.has(pair)) throw new Error(`${pair} is reviewed twice`);
    reviewed.add(pair);
    if (review.daysAgo >= tool.addedDaysAgo) throw new Error(`Review ${index + 1} predates ${tool.name}`);
    ReviewInput.parse({ toolId: toolIds.get(review.tool), rating: review.rating, review: review.review });
    const doc: ReviewDocument = {
      uid: uids[review.customer],
      name: accounts[review.customer].displayName,
      toolId: toolIds.get(review.tool)!,
      toolname: tool.name,
      review: review.review,
      rating: review.rating,
      verifiedPurchase: buyers.has(pair),
      createdAt: stamp(daysAgo(review.daysAgo, index + 3)),
    };
    batch.set(db.collection('reviews').doc(reviewIdOf(doc.uid, doc.toolId)), doc);
    const rating = ratings.get(review.tool) ?? { count: 0, sum: 0, stars: noRatings() };
    rating.count += 1;
    rating.sum += review.rating;
    rating.stars[String(review.rating) as keyof RatingHistogram] += 1;
    ratings.set(review.tool, rating);
  });

  // Tools last: their stock and rating totals depend on the orders and reviews above.
  tools.forEach((tool, index) => {
    const available = tool.stock - (sold.get(tool.key) ?? 0);
    if (available < 0) throw new Error(`The seeded orders take more ${tool.name} than its stock`);
    const createdAt = daysAgo(tool.addedDaysAgo, index);
    const doc: ToolDocument = newToolDocument({ ...toolInput(tool), available }, slugify(tool.name), stamp(createdAt));
    const rating = ratings.get(tool.key);
    doc.ratingCount = rating?.count ?? 0;
    doc.ratingSum = rating?.sum ?? 0;
    doc.ratingCounts = rating?.stars ?? noRatings();
    doc.updatedAt = stamp(lastSale.get(tool.key) ?? createdAt);
    batch.set(db.collection('tools').doc(toolIds.get(tool.key)!), doc);
  });

  await batch.commit();

  const statusCounts = orders.reduce<Record<string, number>>((counts, order) => {
    counts[order.status] = (counts[order.status] ?? 0) + 1;
    return counts;
  }, {});
  console.log(
    [
      `Seeded project ${PROJECT_ID}:`,
      `  accounts: ${Object.keys(accounts).length} (${Object.values(accounts)
        .map((account) => `${account.email}${account.admin ? ' [admin]' : ''}`)
        .join(', ')})`,
      `  tools: ${tools.length} (${tools.filter((tool) => tool.stock - (sold.get(tool.key) ?? 0) === 0).length} out of stock)`,
      `  reviews: ${reviews.length} (${reviews.filter((review) => buyers.has(`${review.customer}/${review.tool}`)).length} verified purchases)`,
      `  orders: ${orders.length} (${Object.entries(statusCounts)
        .map(([status, count]) => `${count} ${status}`)
        .join(', ')})`,
      '  sales (orders not cancelled, by month):',
      ...[...months.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, month]) => `    ${key}: ${month.orders} orders, ${month.units} units, ${fromPoisha(month.cents).toFixed(2)}`),
    ].join('\n'),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

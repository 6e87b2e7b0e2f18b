import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { STORE_CURRENCY } from '@store/contract/constants';
import { CART_LINES_MAX, type Cart, type CartLine } from '@store/contract/cart';
import { quantityProblem } from '@store/contract/order';
import { lineTotal, sumMoney } from '@store/contract/money';
import { unitPriceFor } from '@store/contract/pricing';
import { collections, readAll, runTransaction } from '../firebase';
import { ApiError, notFound } from '../http/api-error';
import type { CartDocument } from './cart-model';

const cartRef = (uid: string) => collections.carts.doc(uid);
const linesIn = (snap: DocumentSnapshot<CartDocument>) => snap.data()?.lines ?? [];

/** The tools of `lines`, read in one call (none for an empty cart). */
const toolsOf = (lines: CartDocument['lines']) => readAll(lines.map((line) => collections.tools.doc(line.toolId)));

/**
 * The cart as the buyer sees it: each line priced now (tiers applied), with what stands in the way of
 * ordering it (the problems quantityProblem names, as the order would answer). A line whose tool has been
 * deleted is left out.
 */
export async function getCart(uid: string): Promise<Cart> {
  const snap = await cartRef(uid).get();
  const lines = [...linesIn(snap)].sort((a, b) => a.addedAt.toMillis() - b.addedAt.toMillis());
  const tools = await toolsOf(lines);
  const answered: CartLine[] = lines.flatMap((line, i) => {
    const tool = tools[i]!.data();
    if (!tool) return [];
    const unitPrice = unitPriceFor(tool, line.quantity);
    const problem = quantityProblem(tool, line.quantity);
    return [
      {
        toolId: line.toolId,
        quantity: line.quantity,
        unitPrice,
        lineTotal: lineTotal(unitPrice, line.quantity),
        problems: problem ? [{ code: problem.code, message: problem.message }] : [],
        tool: { name: tool.name, slug: tool.slug, picture: tool.picture, minimum: tool.minimum, available: tool.available, i18n: tool.i18n ?? {} },
      },
    ];
  });
  return { lines: answered, total: sumMoney(answered.map((line) => line.lineTotal)), currency: STORE_CURRENCY };
}

/**
 * Sets the quantity of a tool's line, adding the line if the cart has none for it (at most 50 lines: a full
 * cart first lets go of lines whose tools were deleted, then refuses with cart-full).
 */
export async function setCartLine(uid: string, toolId: string, quantity: number): Promise<Cart> {
  await runTransaction(async (tx) => {
    const [cart, tool] = await Promise.all([tx.get(cartRef(uid)), tx.get(collections.tools.doc(toolId))]);
    if (!tool.exists) throw notFound('Tool');
    const now = Timestamp.now();
    let lines = linesIn(cart);
    if (lines.some((line) => line.toolId === toolId)) {
      lines = lines.map((line) => (line.toolId === toolId ? { ...line, quantity } : line));
    } else {
      if (lines.length >= CART_LINES_MAX) {
        const tools = await tx.getAll(...lines.map((line) => collections.tools.doc(line.toolId)));
        lines = lines.filter((_line, i) => tools[i]!.exists);
      }
      if (lines.length >= CART_LINES_MAX) {
        throw new ApiError('cart-full', `Your cart already has ${CART_LINES_MAX} lines: order or remove some before adding another tool`);
      }
      lines = [...lines, { toolId, quantity, addedAt: now }];
    }
    tx.set(cartRef(uid), { lines, updatedAt: now } satisfies CartDocument);
  });
  return getCart(uid);
}

/** Removes a tool's line from the cart; removing a line the cart does not have changes nothing. */
export async function removeCartLine(uid: string, toolId: string): Promise<void> {
  await runTransaction(async (tx) => {
    const cart = await tx.get(cartRef(uid));
    const lines = linesIn(cart);
    const left = lines.filter((line) => line.toolId !== toolId);
    if (left.length !== lines.length) tx.update(cart.ref, { lines: left, updatedAt: Timestamp.now() });
  });
}

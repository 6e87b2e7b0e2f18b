import { quantityProblem, type OrderLine, type OrderLineInput } from '@store/contract/order';
import { compareMoney, lineTotal, sumMoney } from '@store/contract/money';
import { formatMoney } from '@store/contract/money';
import { unitPriceFor } from '@store/contract/pricing';
import { ApiError } from '../http/api-error';
import type { ToolDocument } from '../tools/tool-model';
import type { DeliveryChoice, DeliveryQuoteFigures } from '@store/contract/delivery';
import { deliveryFor } from '../delivery/delivery-charge';

/** What pricing a line needs of its tool. */
export type PricedTool = Pick<ToolDocument, 'name' | 'price' | 'priceTiers' | 'minimum' | 'available' | 'specs'>;

export interface PurchaseToPrice {
  requested: readonly OrderLineInput[];
  /** The tool of each requested line as read, or undefined where it does not exist. */
  tools: readonly (PricedTool | undefined)[];
  /** A quote's unit price of each tool: the lines are priced from it, and the minimum order is waived. */
  quotedUnitPrices?: ReadonlyMap<string, number>;
  /** How the goods are delivered: its charge is added to the goods. */
  delivery?: DeliveryChoice;
  /** The total the buyer was shown, delivery included: a different total is refused (a price or tier changed since). */
  expectedTotal?: number;
}

export type Pricing =
  | { lines: OrderLine[]; goods: number; delivery?: DeliveryQuoteFigures; total: number; refusal?: undefined }
  | { refusal: ApiError };

/**
 * Prices a purchase, or gives the refusal, each problem named at its field (`lines.1.quantity`): a missing
 * tool (404), a line below the minimum order or above the stock (409), a total that is not the one the buyer
 * was shown (409 price-changed). Each line's unit price is its tool's tier price for the quantity, or the
 * quoted one. A quote waives the minimum order, never the stock. The total is the goods and the delivery's
 * charge (which the goods total may make free).
 */
export function priceOrder({ requested, tools, quotedUnitPrices, delivery, expectedTotal }: PurchaseToPrice): Pricing {
  const missing = requested.flatMap((_line, i) => (tools[i] ? [] : [i]));
  if (missing.length) {
    return {
      refusal: new ApiError(
        'not-found',
        missing.length === 1 && requested.length === 1 ? 'Tool not found' : `${missing.length} of the tools ordered were not found`,
        missing.map((i) => ({ field: `lines.${i}.toolId`, message: 'Tool not found' })),
      ),
    };
  }
  const found = tools as readonly PricedTool[];
  const problems = requested.flatMap((line, i) => {
    const problem = quantityProblem(quotedUnitPrices ? { ...found[i]!, minimum: 1 } : found[i]!, line.quantity);
    return problem ? [{ i, problem }] : [];
  });
  if (problems.length) {
    const [first] = problems;
    const message = problems.length === 1 ? first!.problem.summary : `${problems.length} lines cannot be ordered: ${problems.map(({ problem }) => problem.summary).join('; ')}`;
    return { refusal: new ApiError(first!.problem.code, message, problems.map(({ i, problem }) => ({ field: `lines.${i}.quantity`, message: problem.message }))) };
  }

  const lines = requested.map((line, i): OrderLine => {
    const tool = found[i]!;
    const unitPrice = quotedUnitPrices?.get(line.toolId) ?? unitPriceFor(tool, line.quantity);
    return { toolId: line.toolId, toolname: tool.name, quantity: line.quantity, unitPrice, lineTotal: lineTotal(unitPrice, line.quantity) };
  });
  const goods = sumMoney(lines.map((line) => line.lineTotal));
  const quote = delivery && deliveryFor(delivery, requested, found, goods);
  const total = quote ? sumMoney([goods, quote.charge]) : goods;
  if (expectedTotal !== undefined && compareMoney(expectedTotal, total) !== 0) {
    // A total shown without the delivery (a client of the releases before delivery charges) is told so.
    const what =
      quote && compareMoney(expectedTotal, goods) === 0
        ? `Delivery costs ${formatMoney(quote.charge)}`
        : lines.length === 1
          ? `The price of ${lines[0]!.toolname} has changed`
          : 'Prices have changed';
    return {
      refusal: new ApiError('price-changed', `${what}: the total is now ${formatMoney(total)}`, [
        { field: 'expectedTotal', message: `The total is now ${formatMoney(total)}` },
        ...lines.map((line, i) => ({ field: `lines.${i}.unitPrice`, message: `The price per unit is now ${formatMoney(line.unitPrice)}` })),
        ...(quote ? [{ field: 'delivery.charge', message: `Delivery is ${formatMoney(quote.charge)}` }] : []),
      ]),
    };
  }
  return { lines, goods, ...(quote && { delivery: quote }), total };
}

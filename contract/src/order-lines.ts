import { z } from './zod';
import { DocId } from './common';

export const Quantity = z
  .number({ error: 'quantity must be a number' })
  .int('quantity must be a whole number')
  .min(1, 'quantity must be at least 1')
  .max(1_000_000, 'quantity is too large');

export const ORDER_LINES_MAX = 50;

/** One line as a buyer asks for it: a tool and how many units. */
export const OrderLineInput = z.object({ toolId: DocId, quantity: Quantity }).strict();
export type OrderLineInput = z.infer<typeof OrderLineInput>;

/** 1 to 50 lines, each of a different tool (a second line of a tool is named at its toolId). */
export const OrderLinesInput = z
  .array(OrderLineInput, { error: 'lines must be a list of { toolId, quantity }' })
  .min(1, 'lines must have at least 1 line')
  .max(ORDER_LINES_MAX, `lines must have at most ${ORDER_LINES_MAX} lines`)
  .superRefine((lines, ctx) => {
    const seen = new Set<string>();
    lines.forEach((line, index) => {
      if (seen.has(line.toolId)) ctx.addIssue({ code: 'custom', path: [index, 'toolId'], message: 'each tool may appear on one line only' });
      seen.add(line.toolId);
    });
  });


import type { Courier } from './courier';
import { courierFromConfig } from './steadfast';

// The courier the store books its `steadfast` shipments with: Steadfast from configuration (built per use, as its
// secrets are read at run time), unless a test put another in its place (useCourier) to give an answer the sandbox
// cannot.

let chosen: Courier | undefined;

export const courier = (): Courier => chosen ?? courierFromConfig();

export function useCourier(next: Courier | undefined) {
  chosen = next;
}

import { CourierUnavailable, type Courier } from './courier';

// The courier the store books its `steadfast` shipments with. Chosen once per process; tests may put another in
// its place (useCourier) to see how the store takes an answer the sandbox cannot give.

let chosen: Courier | undefined;

const unconfigured: Courier = {
  book: () => Promise.reject(new CourierUnavailable('No courier is configured')),
  bookMany: () => Promise.reject(new CourierUnavailable('No courier is configured')),
  statusByInvoice: () => Promise.reject(new CourierUnavailable('No courier is configured')),
  statusByConsignment: () => Promise.reject(new CourierUnavailable('No courier is configured')),
  statusByTrackingCode: () => Promise.reject(new CourierUnavailable('No courier is configured')),
  balance: () => Promise.reject(new CourierUnavailable('No courier is configured')),
  trackingUrl: () => '',
};

export const courier = (): Courier => (chosen ??= unconfigured);

export function useCourier(next: Courier | undefined) {
  chosen = next;
}

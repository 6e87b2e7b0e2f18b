import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { COURIER_SANDBOX_URL, consignmentsAtCourier, failNextBooking, setConsignmentStatus, type CourierSandboxStatus } from '../test-support/courier-sandbox';
import { CourierAlreadyBooked, CourierRefused, CourierUnavailable, type BookedConsignment, type ConsignmentRequest, type ConsignmentState } from './courier';
import { consignmentStateOf, courierFromConfig, steadfastCourier, trackingPageOf } from './steadfast';

// The Steadfast adapter against the courier sandbox that scripts/firebase.mjs starts beside the emulators, configured
// as the functions are (STEADFAST_BASE_URL and the two secrets from the environment): real HTTP, the courier's paths
// and fields, its refusals and its silences.

const courier = courierFromConfig();

let invoices = 0;
/** `<order id>-<shipment number>`, as shipments name their invoices. */
const newInvoice = () => `o${Date.now().toString(36)}${++invoices}-1`;

const request = (overrides: Partial<ConsignmentRequest> = {}): ConsignmentRequest => ({
  invoice: newInvoice(),
  recipientName: 'Rahim Uddin',
  recipientPhone: '01711000000',
  recipientAddress: 'House 12, Road 3, Mirpur 10, Mirpur, Dhaka',
  codAmount: 2500,
  itemDescription: 'Cordless drill 18V x2',
  ...overrides,
});

/** The error `promise` rejects with (failing the test when it resolves). */
async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
}

afterEach(async () => {
  await failNextBooking({ fail: null });
});

describe('booking', () => {
  it('books a consignment with the fields Steadfast takes, and reads back its id and tracking code', async () => {
    const sent = request({ note: 'Call before delivery' });
    const booked = await courier.book(sent);
    expect(booked).toEqual({ consignmentId: expect.stringMatching(/^\d+$/), trackingCode: expect.stringMatching(/^[0-9A-F]{8}$/), state: 'in-transit' });
    const [atCourier] = await consignmentsAtCourier(sent.invoice);
    expect(atCourier).toMatchObject({
      consignment_id: Number(booked.consignmentId),
      tracking_code: booked.trackingCode,
      invoice: sent.invoice,
      recipient_name: 'Rahim Uddin',
      recipient_phone: '01711000000',
      recipient_address: sent.recipientAddress,
      cod_amount: 2500,
      item_description: 'Cordless drill 18V x2',
      note: 'Call before delivery',
      delivery_type: 0,
      status: 'in_review',
    });
  });

  it('turns the courier\'s validation refusal into CourierRefused with its message, booking nothing', async () => {
    const sent = request({ recipientPhone: '0171100000' });
    const error = await failure(courier.book(sent));
    expect(error).toBeInstanceOf(CourierRefused);
    expect(error).not.toBeInstanceOf(CourierAlreadyBooked);
    expect(error.message).toBe('The recipient phone must be 11 digits.');
    expect(await consignmentsAtCourier(sent.invoice)).toEqual([]);

    const long = await failure(courier.book(request({ recipientAddress: 'x'.repeat(251) })));
    expect(long.message).toBe('The recipient address must not be greater than 250 characters.');
  });

  it('turns a refusal into CourierRefused with the courier\'s message, and books on the next try', async () => {
    await failNextBooking({ fail: 'refuse', message: 'Merchant account is suspended.' });
    const sent = request();
    const error = await failure(courier.book(sent));
    expect(error).toBeInstanceOf(CourierRefused);
    expect(error.message).toBe('Merchant account is suspended.');
    expect(await consignmentsAtCourier(sent.invoice)).toEqual([]);
    expect((await courier.book(sent)).state).toBe('in-transit');
    expect(await consignmentsAtCourier(sent.invoice)).toHaveLength(1);
  });

  it('gives up on a courier that does not answer after 10 seconds: CourierUnavailable, and nothing booked', async () => {
    await failNextBooking({ fail: 'timeout' });
    const sent = request();
    const started = Date.now();
    const error = await failure(courier.book(sent));
    const waited = Date.now() - started;
    expect(error).toBeInstanceOf(CourierUnavailable);
    expect(waited).toBeGreaterThanOrEqual(9_900);
    expect(waited).toBeLessThan(20_000);
    expect(await consignmentsAtCourier(sent.invoice)).toEqual([]);
    // Booking again books it, once.
    const booked = await courier.book(sent);
    expect((await consignmentsAtCourier(sent.invoice)).map((consignment) => String(consignment.consignment_id))).toEqual([booked.consignmentId]);
  });

  it('after a lost answer, a retry books nothing twice: the courier has the invoice, and the adapter says so', async () => {
    const quick = steadfastCourier({ baseUrl: process.env.STEADFAST_BASE_URL!, apiKey: process.env.STEADFAST_API_KEY!, secretKey: process.env.STEADFAST_SECRET_KEY!, timeoutMs: 1_000 });
    await failNextBooking({ fail: 'timeout', booked: true });
    const sent = request();
    expect(await failure(quick.book(sent))).toBeInstanceOf(CourierUnavailable);
    const [atCourier] = await consignmentsAtCourier(sent.invoice);
    await setConsignmentStatus(atCourier!.consignment_id, 'hold');

    const retry = await failure(quick.book(sent));
    expect(retry).toBeInstanceOf(CourierAlreadyBooked);
    expect(retry).toBeInstanceOf(CourierRefused);
    expect(retry).toMatchObject({ invoice: sent.invoice, status: { state: 'on-hold', courierStatus: 'hold' } });
    expect(retry.message).toContain(sent.invoice);
    expect(await consignmentsAtCourier(sent.invoice)).toHaveLength(1);
    // It is followed by its invoice, as the tracking sweep does.
    expect(await courier.statusByInvoice(sent.invoice)).toEqual({ state: 'on-hold', courierStatus: 'hold' });
  });

  it('books many at once, an answer per request in order: booked, refused, or already booked', async () => {
    const already = request();
    await courier.book(already);
    const first = request();
    const last = request({ codAmount: 0 });
    const answers = await courier.bookMany([first, request({ recipientPhone: '12345' }), already, last]);
    expect(answers).toHaveLength(4);
    expect(answers[0]).toEqual({ consignmentId: expect.any(String), trackingCode: expect.any(String), state: 'in-transit' });
    expect(answers[1]).toBeInstanceOf(CourierRefused);
    expect(answers[1]).not.toBeInstanceOf(CourierAlreadyBooked);
    expect(answers[2]).toBeInstanceOf(CourierAlreadyBooked);
    expect(answers[3]).toMatchObject({ state: 'in-transit' });
    for (const [sent, answer] of [
      [first, answers[0]],
      [last, answers[3]],
    ] as const) {
      const [atCourier] = await consignmentsAtCourier(sent.invoice);
      expect(String(atCourier!.consignment_id)).toBe((answer as BookedConsignment).consignmentId);
    }
    expect((await consignmentsAtCourier(already.invoice)).length).toBe(1);
  });
});

describe('tracking', () => {
  const cases: [CourierSandboxStatus, ConsignmentState][] = [
    ['pending', 'in-transit'],
    ['hold', 'on-hold'],
    ['partial_delivered', 'partially-delivered'],
    ['cancelled', 'returning'],
    ['in_review', 'in-transit'],
    ['delivered', 'delivered'],
  ];

  it('reads a consignment\'s status by invoice, consignment id and tracking code, in the store\'s words', async () => {
    const sent = request();
    const booked = await courier.book(sent);
    for (const [courierStatus, state] of cases) {
      await setConsignmentStatus(booked.consignmentId, courierStatus);
      const expected = { state, courierStatus };
      expect(await courier.statusByInvoice(sent.invoice)).toEqual(expected);
      expect(await courier.statusByConsignment(booked.consignmentId)).toEqual(expected);
      expect(await courier.statusByTrackingCode(booked.trackingCode)).toEqual(expected);
    }
  });

  it('answers null for a consignment the courier does not know', async () => {
    expect(await courier.statusByInvoice(newInvoice())).toBeNull();
    expect(await courier.statusByConsignment('1')).toBeNull();
    expect(await courier.statusByTrackingCode('NOSUCHCODE')).toBeNull();
  });

  it('keeps the previous status for the approval-pending states and any word it does not know', () => {
    for (const word of ['delivered_approval_pending', 'partial_delivered_approval_pending', 'cancelled_approval_pending', 'unknown_approval_pending', 'unknown', 'teleported', 'constructor', '']) {
      expect(consignmentStateOf(word)).toBe('unchanged');
    }
  });

  it('links a tracking code to the sandbox\'s page on the emulators (its origin serves the control calls), and to Steadfast\'s in production', async () => {
    const booked = await courier.book(request());
    const url = courier.trackingUrl(booked.trackingCode);
    expect(url).toBe(`${COURIER_SANDBOX_URL}/t/${booked.trackingCode}`);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-status="in_review"');

    expect(trackingPageOf('https://portal.packzy.com/api/v1')).toBe('https://steadfast.com.bd/t/');
    expect(trackingPageOf('https://portal.steadfast.com.bd/api/v1')).toBe('https://steadfast.com.bd/t/');
    const production = steadfastCourier({ baseUrl: 'https://portal.packzy.com/api/v1', apiKey: 'k', secretKey: 's' });
    expect(production.trackingUrl('15BAEB8A')).toBe('https://steadfast.com.bd/t/15BAEB8A');
    const configured = steadfastCourier({ baseUrl: 'https://portal.packzy.com/api/v1', apiKey: 'k', secretKey: 's', trackingPage: 'https://track.example.com/?code=' });
    expect(configured.trackingUrl('15BAEB8A')).toBe('https://track.example.com/?code=15BAEB8A');
  });

  it('reads the merchant balance, which grows by a consignment\'s cash on delivery once it is delivered', async () => {
    const before = await courier.balance();
    const booked = await courier.book(request({ codAmount: 4321 }));
    await setConsignmentStatus(booked.consignmentId, 'delivered');
    await setConsignmentStatus(booked.consignmentId, 'delivered');
    expect(await courier.balance()).toBe(before + 4321);
  });
});

describe('a courier that cannot be used', () => {
  it('refuses a booking with the wrong keys, saying so; reads are unavailable', async () => {
    const wrongKeys = steadfastCourier({ baseUrl: process.env.STEADFAST_BASE_URL!, apiKey: 'not-the-key', secretKey: 'not-the-secret' });
    const sent = request();
    const error = await failure(wrongKeys.book(sent));
    expect(error).toBeInstanceOf(CourierRefused);
    expect(error.message).toMatch(/API keys/);
    expect(await consignmentsAtCourier(sent.invoice)).toEqual([]);
    expect(await failure(wrongKeys.statusByInvoice(sent.invoice))).toBeInstanceOf(CourierUnavailable);
    expect(await failure(wrongKeys.balance())).toBeInstanceOf(CourierUnavailable);
  });

  it('is unavailable when nothing answers at its address', async () => {
    // A port that was free a moment ago: the connection is refused.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const nowhere = steadfastCourier({ baseUrl: `http://127.0.0.1:${port}/api/v1`, apiKey: 'k', secretKey: 's' });
    expect(await failure(nowhere.book(request()))).toBeInstanceOf(CourierUnavailable);
    expect(await failure(nowhere.statusByInvoice('x-1'))).toBeInstanceOf(CourierUnavailable);
    expect(await failure(nowhere.bookMany([request()]))).toBeInstanceOf(CourierUnavailable);
  });
});

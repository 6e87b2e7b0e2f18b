import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@store/contract/order';
import type { Shipment } from '@store/contract/shipment';
import { describe, expect, it } from 'vitest';
import { formatOrderDate } from '../../domains/orders/order-display';
import { hasOpenShipment, SHIPMENT_REFRESH_MS, shipmentsQuery } from '../../domains/shipments/api/shipments';
import { answerApi, refusal } from '../../test/api-answers';
import { testPayment } from '../../test/order';
import { jsonResponse, renderWithProviders, sentRequests, signedIn, testQueryClient } from '../../test/render';
import { orderQuery } from './api/order';
import { ShipmentsSection } from './shipments-section';

const LONG_NOTE = 'Customer asked to deliver after Asr prayer; the gate at the back of the Tongi industrial area warehouse number 7 is the only one open';

const order: Order = {
  id: 'order-42',
  uid: 'customer-uid',
  email: 'customer@example.com',
  lines: [
    { toolId: 'drill', toolname: 'Cordless Drill', quantity: 10, unitPrice: 8, lineTotal: 80 },
    { toolId: 'saw', toolname: 'Circular Saw', quantity: 5, unitPrice: 20, lineTotal: 100 },
  ],
  toolIds: ['drill', 'saw'],
  total: 180,
  currency: 'BDT',
  address: 'Plot 14, Tejgaon, Dhaka',
  phone: '+880 1911 424242',
  status: 'partially-shipped',
  history: [{ status: 'pending', at: '2026-03-01T08:00:00.000Z', by: 'customer' }],
  payment: testPayment(180),
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-02T09:00:00.000Z',
};

const courierShipment: Shipment = {
  orderId: 'order-42',
  number: 1,
  lines: [{ lineIndex: 0, toolId: 'drill', toolname: 'Cordless Drill', quantity: 4, serials: ['CD-1001', 'CD-1002', 'CD-1003', 'CD-1004'] }],
  carrier: 'steadfast',
  status: 'in-transit',
  consignmentId: '1424107',
  trackingCode: 'SFR2603ABC',
  trackingUrl: 'http://127.0.0.1:18090/t/SFR2603ABC',
  codAmount: 0,
  history: [
    { status: 'in-transit', at: '2026-03-02T09:00:00.000Z', note: 'in_review' },
    { status: 'on-hold', at: '2026-03-03T10:00:00.000Z', note: LONG_NOTE },
    { status: 'in-transit', at: '2026-03-03T15:00:00.000Z', note: 'pending' },
  ],
  createdAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-03-03T15:00:00.000Z',
};

const refusedShipment: Shipment = {
  ...courierShipment,
  number: 2,
  lines: [{ lineIndex: 1, toolId: 'saw', toolname: 'Circular Saw', quantity: 5 }],
  status: 'booking-failed',
  consignmentId: undefined,
  trackingCode: undefined,
  trackingUrl: undefined,
  bookingError: 'recipient_phone must be 11 digits',
  history: [{ status: 'booking-failed', at: '2026-03-04T08:00:00.000Z', note: 'recipient_phone must be 11 digits' }],
};

const vanShipment: Shipment = {
  ...refusedShipment,
  number: 3,
  carrier: 'own-van',
  vehicle: 'Dhaka-Ta 11-2345',
  status: 'in-transit',
  bookingError: undefined,
  history: [{ status: 'in-transit', at: '2026-03-04T09:00:00.000Z' }],
};

const article = (name: string) => screen.getByRole('article', { name });

describe('Shipments section', () => {
  it("shows each shipment's carrier, status, tracking link, units and timeline to the buyer, without the shop's buttons", async () => {
    answerApi({ 'GET /api/orders/order-42/shipments': { shipments: [courierShipment, vanShipment] } });
    renderWithProviders(<ShipmentsSection order={order} isAdmin={false} />, { session: signedIn() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Shipments' })).toBeInTheDocument();

    const first = article('Shipment 1');
    expect(within(first).getAllByText('In transit')).toHaveLength(3);
    expect(within(first).getByText('Steadfast courier')).toBeInTheDocument();
    const track = within(first).getByRole('link', { name: "SFR2603ABC (opens the courier's tracking page)" });
    expect(track).toHaveAttribute('href', 'http://127.0.0.1:18090/t/SFR2603ABC');
    expect(track).toHaveAttribute('target', '_blank');
    expect(within(first).getAllByRole('listitem')[0]).toHaveTextContent('Cordless Drill × 4Serials: CD-1001, CD-1002, CD-1003, CD-1004');
    const timeline = within(within(first).getByRole('list', { name: 'Timeline of shipment 1' })).getAllByRole('listitem');
    expect(timeline.map((entry) => entry.textContent)).toEqual([
      `In transit${formatOrderDate('2026-03-02T09:00:00.000Z')}in_review`,
      `On hold${formatOrderDate('2026-03-03T10:00:00.000Z')}${LONG_NOTE}`,
      `In transit${formatOrderDate('2026-03-03T15:00:00.000Z')}pending`,
    ]);

    expect(within(article('Shipment 3')).getByText('Own van, Dhaka-Ta 11-2345')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a buyer nothing before the first shipment', async () => {
    const fetchSpy = answerApi({ 'GET /api/orders/order-42/shipments': { shipments: [] } });
    const { container } = renderWithProviders(<ShipmentsSection order={order} isAdmin={false} />, { session: signedIn() });
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });

  it('in Bangla: the statuses, the carrier and the dates as a Dhaka buyer reads them', async () => {
    answerApi({ 'GET /api/orders/order-42/shipments': { shipments: [courierShipment] } });
    renderWithProviders(<ShipmentsSection order={order} isAdmin={false} />, { session: signedIn(), locale: 'bn', route: '/bn/dashboard/orders/order-42' });
    const first = await screen.findByRole('article', { name: 'চালান ১' });
    expect(within(first).getByText('স্টেডফাস্ট কুরিয়ার')).toBeInTheDocument();
    expect(within(first).getByText('Cordless Drill × ৪')).toBeInTheDocument();
    expect(within(first).getAllByText('পথে আছে').length).toBeGreaterThan(0);
    expect(within(first).getByText(formatOrderDate('2026-03-02T09:00:00.000Z', 'bn-BD'))).toBeInTheDocument();
  });

  it("shows an administrator the courier's refusal with Book again, and Mark delivered for the van, asking who received it", async () => {
    const booked = { ...refusedShipment, status: 'in-transit', bookingError: undefined, trackingCode: 'SFR2603XYZ', trackingUrl: 'http://127.0.0.1:18090/t/SFR2603XYZ' };
    const delivered = { ...vanShipment, status: 'delivered', receivedBy: 'Rahim Uddin, store keeper' };
    const fetchSpy = answerApi({
      'GET /api/orders/order-42/shipments': { shipments: [refusedShipment, vanShipment] },
      'POST /api/orders/order-42/shipments/2/booking': () => jsonResponse(booked),
      'PATCH /api/orders/order-42/shipments/3': () => jsonResponse(delivered),
      'GET /api/tools/drill': refusal(404, 'not-found', 'no such tool'),
      'GET /api/tools/saw': refusal(404, 'not-found', 'no such tool'),
    });
    renderWithProviders(<ShipmentsSection order={order} isAdmin />, { session: signedIn({ admin: true }) });
    const user = userEvent.setup();
    const refused = await screen.findByRole('article', { name: 'Shipment 2' });
    expect(within(refused).getByText('The courier did not book this shipment: recipient_phone must be 11 digits')).toBeInTheDocument();
    await user.click(await within(refused).findByRole('button', { name: 'Book again shipment 2' }));
    expect(await screen.findByText('Shipment 2 is booked with the courier')).toBeInTheDocument();

    const van = article('Shipment 3');
    await user.click(await within(van).findByRole('button', { name: 'Mark delivered shipment 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Shipment 3 delivered' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    expect(within(dialog).getByRole('textbox', { name: /^Received by/ })).toHaveAccessibleDescription('Write who received the goods');
    await user.type(within(dialog).getByRole('textbox', { name: /^Received by/ }), 'Rahim Uddin, store keeper');
    await user.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentRequests(fetchSpy).filter((request) => !request.startsWith('GET'))).toEqual([
      'POST /api/orders/order-42/shipments/2/booking',
      `PATCH /api/orders/order-42/shipments/3 ${JSON.stringify({ status: 'delivered', receivedBy: 'Rahim Uddin, store keeper' })}`,
    ]);
  });

  it('has an administrator count the units of a returning shipment back in', async () => {
    const returning = { ...courierShipment, status: 'returning' as const };
    const fetchSpy = answerApi({
      'GET /api/orders/order-42/shipments': { shipments: [returning] },
      'PATCH /api/orders/order-42/shipments/1': () => jsonResponse({ ...returning, status: 'received-back', receivedBack: [{ lineIndex: 0, quantity: 3 }] }),
    });
    renderWithProviders(<ShipmentsSection order={order} isAdmin />, { session: signedIn({ admin: true }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Received back shipment 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Shipment 1 received back' });
    const units = within(within(dialog).getByRole('group', { name: 'Cordless Drill' })).getByRole('spinbutton', { name: 'Units back' });
    expect(units).toHaveValue(4);
    await user.clear(units);
    await user.type(units, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Received back' }));
    expect(within(dialog).getByText('Only 4 were sent')).toBeInTheDocument();
    await user.clear(units);
    await user.type(units, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Received back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentRequests(fetchSpy).filter((request) => !request.startsWith('GET'))).toEqual([
      `PATCH /api/orders/order-42/shipments/1 ${JSON.stringify({ status: 'received-back', units: [{ lineIndex: 0, quantity: 3 }] })}`,
    ]);
  });
});

describe('reading shipments again', () => {
  it("reads the order again when the tracking moved a shipment on, as the order's status may have moved with it", async () => {
    let status: Shipment['status'] = 'in-transit';
    answerApi({ 'GET /api/orders/order-42/shipments': () => jsonResponse({ shipments: [{ ...courierShipment, status }] }) });
    const queryClient = testQueryClient();
    queryClient.setQueryData(orderQuery('order-42').queryKey, order);
    renderWithProviders(<ShipmentsSection order={order} isAdmin={false} />, { session: signedIn(), queryClient });
    await screen.findByRole('article', { name: 'Shipment 1' });
    await queryClient.refetchQueries({ queryKey: shipmentsQuery('order-42').queryKey });
    expect(queryClient.getQueryState(orderQuery('order-42').queryKey)?.isInvalidated).toBe(false);

    status = 'delivered';
    await queryClient.refetchQueries({ queryKey: shipmentsQuery('order-42').queryKey });
    expect(await within(article('Shipment 1')).findAllByText('Delivered')).not.toHaveLength(0);
    await waitFor(() => expect(queryClient.getQueryState(orderQuery('order-42').queryKey)?.isInvalidated).toBe(true));
  });

  it('reads the shipments at once when the order moves on, however soon after the last read the shipments left', async () => {
    // Both shipments left between two reads: by the next one the order is shipped and no longer waits for units.
    let shipments: Shipment[] = [];
    answerApi({ 'GET /api/orders/order-42/shipments': () => jsonResponse({ shipments }) });
    const pending = { ...order, status: 'pending' as const };
    const { container, rerender } = renderWithProviders(<ShipmentsSection order={pending} isAdmin={false} />, { session: signedIn() });
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    shipments = [courierShipment, vanShipment];
    rerender(<ShipmentsSection order={{ ...pending, status: 'shipped' }} isAdmin={false} />);
    expect(await screen.findByRole('article', { name: 'Shipment 3' })).toBeInTheDocument();
  });

  const interval = (shipments: Shipment[]) => {
    const { refetchInterval } = shipmentsQuery('order-42');
    return typeof refetchInterval === 'function' ? refetchInterval({ state: { data: { shipments } } } as never) : refetchInterval;
  };

  it('every 10 seconds while the courier still carries a shipment, and not once all are delivered or back', () => {
    expect(SHIPMENT_REFRESH_MS).toBe(10_000);
    expect(interval([courierShipment, { ...vanShipment, status: 'delivered' }])).toBe(10_000);
    expect(interval([{ ...courierShipment, status: 'on-hold' }])).toBe(10_000);
    expect(interval([{ ...courierShipment, status: 'delivered' }, { ...refusedShipment }, { ...vanShipment, status: 'received-back' }])).toBe(false);
    expect(hasOpenShipment(undefined)).toBe(false);
  });
});

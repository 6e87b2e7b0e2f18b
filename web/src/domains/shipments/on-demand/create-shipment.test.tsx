import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@store/contract/order';
import type { Shipment } from '@store/contract/shipment';
import { describe, expect, it } from 'vitest';
import { answerApi, refusal } from '../../../test/api-answers';
import { testPayment } from '../../../test/order';
import { jsonResponse, renderWithProviders, sentRequests, signedIn } from '../../../test/render';
import { testTool } from '../../../test/tool';
import CreateShipmentButton from './create-shipment';

const PRESS = 'Hydraulic Workshop Press 50 Tonne with Pressure Gauge, Bed Winch and Heat-Treated Steel Frame';

const order: Order = {
  id: 'order-77',
  uid: 'customer-uid',
  email: 'buyer@example.com',
  lines: [
    { toolId: 'press', toolname: PRESS, quantity: 3, unitPrice: 100, lineTotal: 300 },
    { toolId: 'gloves', toolname: 'Work Gloves', quantity: 10, unitPrice: 5, lineTotal: 50 },
  ],
  toolIds: ['press', 'gloves'],
  total: 350,
  currency: 'BDT',
  address: 'Plot 9, Tongi, Gazipur',
  phone: '+880 1811 000000',
  status: 'partially-shipped',
  history: [{ status: 'pending', at: '2026-03-01T08:00:00.000Z', by: 'customer' }],
  payment: testPayment(350),
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
};

const shipment = (fields: Partial<Shipment>): Shipment => ({
  orderId: 'order-77',
  number: 1,
  lines: [],
  carrier: 'steadfast',
  status: 'in-transit',
  codAmount: 0,
  history: [{ status: 'in-transit', at: '2026-03-02T08:00:00.000Z' }],
  createdAt: '2026-03-02T08:00:00.000Z',
  updatedAt: '2026-03-02T08:00:00.000Z',
  ...fields,
});

// One press went in the first shipment; the press is serial-tracked, the gloves are not (nor have the field at all).
const firstShipment = shipment({ lines: [{ lineIndex: 0, toolId: 'press', toolname: PRESS, quantity: 1, serials: ['HP50-0001'] }] });
const tools = {
  'GET /api/tools/press': { ...testTool({ id: 'press', name: PRESS, slug: 'press', description: '', picture: '', price: 100, minimum: 1, available: 5 }), serialTracked: true },
  'GET /api/tools/gloves': testTool({ id: 'gloves', name: 'Work Gloves', slug: 'gloves', description: '', picture: '', price: 5, minimum: 1, available: 50 }),
};

async function openDialog(answers: Parameters<typeof answerApi>[0]) {
  const fetchSpy = answerApi({ 'GET /api/orders/order-77/shipments': { shipments: [firstShipment] }, ...tools, ...answers });
  renderWithProviders(<CreateShipmentButton order={order} />, { session: signedIn({ admin: true }) });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Create shipment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create a shipment of order order-77' });
  await within(dialog).findByRole('group', { name: PRESS });
  return { user, dialog, fetchSpy };
}

const line = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });

describe('Create shipment', () => {
  it('offers each line its units left, asks a serial per unit of a serial-tracked tool, and posts the shipment', async () => {
    const created = shipment({ number: 2, lines: [{ lineIndex: 0, toolId: 'press', toolname: PRESS, quantity: 2 }] });
    const { user, dialog, fetchSpy } = await openDialog({ 'POST /api/orders/order-77/shipments': () => jsonResponse(created, 201) });
    const press = line(dialog, PRESS);
    expect(press).toHaveTextContent('Ordered 3, left to ship 2');
    const pressUnits = within(press).getByRole('spinbutton', { name: 'Units to ship' });
    expect(pressUnits).toHaveValue(2);
    expect(line(dialog, 'Work Gloves')).toHaveTextContent('Ordered 10, left to ship 10');
    // The gloves ship by count: no serials asked.
    expect(within(line(dialog, 'Work Gloves')).queryByRole('textbox')).not.toBeInTheDocument();

    await user.clear(within(line(dialog, 'Work Gloves')).getByRole('spinbutton', { name: 'Units to ship' }));
    await user.type(within(line(dialog, 'Work Gloves')).getByRole('spinbutton', { name: 'Units to ship' }), '0');
    // As a scanner types: each code, then Enter.
    const serials = within(press).getByRole('textbox', { name: 'Serial numbers' });
    await user.type(serials, 'hp50-0002{Enter}');
    expect(press).toHaveTextContent('One per line: 1 of 2 entered');
    await user.click(within(dialog).getByRole('button', { name: 'Create shipment' }));
    expect(within(press).getByText('Serials written: 1, units: 2. Give one serial per unit.')).toBeInTheDocument();
    await user.type(serials, 'HP50-0003{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Create shipment' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentRequests(fetchSpy).filter((request) => request.startsWith('POST'))).toEqual([
      `POST /api/orders/order-77/shipments ${JSON.stringify({ lines: [{ lineIndex: 0, quantity: 2, serials: ['HP50-0002', 'HP50-0003'] }], carrier: 'steadfast' })}`,
    ]);
    expect(await screen.findByText('Shipment 2 created')).toBeInTheDocument();
  });

  it('refuses more than is left, and an own van without its vehicle number, before sending anything', async () => {
    const { user, dialog, fetchSpy } = await openDialog({});
    const gloves = within(line(dialog, 'Work Gloves')).getByRole('spinbutton', { name: 'Units to ship' });
    await user.clear(gloves);
    await user.type(gloves, '11');
    await user.click(within(dialog).getByRole('radio', { name: 'Own van' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create shipment' }));
    expect(within(line(dialog, 'Work Gloves')).getByText('Only 10 left to ship')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Vehicle number/ })).toHaveAccessibleDescription("Write the van's vehicle number");
    expect(sentRequests(fetchSpy).filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  it('says in words why the server refused: units shipped meanwhile, a serial shipped already', async () => {
    const { user, dialog } = await openDialog({
      'POST /api/orders/order-77/shipments': refusal(409, 'serial-taken', 'serial HP50-0001 is already shipped', [{ field: 'lines.0.serials', message: 'HP50-0001' }]),
    });
    const press = line(dialog, PRESS);
    await user.type(within(press).getByRole('textbox', { name: 'Serial numbers' }), 'HP50-0001{Enter}HP50-0009');
    await user.click(within(dialog).getByRole('button', { name: 'Create shipment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A serial number here has already been shipped. Check the serials and try again.');
    expect(within(press).getByRole('textbox', { name: 'Serial numbers' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not offered on an order still waiting for its payment', () => {
    renderWithProviders(<CreateShipmentButton order={{ ...order, status: 'awaiting-payment' }} />, { session: signedIn({ admin: true }) });
    expect(screen.queryByRole('button', { name: 'Create shipment' })).not.toBeInTheDocument();
  });

  it('says so when every unit is shipped already', async () => {
    answerApi({
      'GET /api/orders/order-77/shipments': { shipments: [shipment({ lines: [{ lineIndex: 0, toolId: 'press', toolname: PRESS, quantity: 3 }, { lineIndex: 1, toolId: 'gloves', toolname: 'Work Gloves', quantity: 10 }] })] },
      ...tools,
    });
    renderWithProviders(<CreateShipmentButton order={order} />, { session: signedIn({ admin: true }) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create shipment' }));
    expect(await screen.findByText('Every unit of this order is in a shipment already.')).toBeInTheDocument();
  });
});

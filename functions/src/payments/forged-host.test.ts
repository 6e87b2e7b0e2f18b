import { beforeEach, describe, expect, it } from 'vitest';
import { collections } from '../firebase';
import { approvedCompany } from '../test-support/companies';
import { api, createUser, resetWithPeople, seedTool, type SeededTool, type TestUser } from '../test-support/emulators';
import { sessionKeyOf } from '../test-support/payment-sandbox';
import { gatewaySession } from '../test-support/payments';

// The addresses the store gives the payment gateway (where it sends the customer back, where it notifies) and the
// links it writes into mails come from its configuration (STORE_ORIGIN), never from a request's headers: a forged
// X-Forwarded-Host is answered with the store's own address.

const FORGED = { 'X-Forwarded-Host': '127.0.0.9:1', 'X-Forwarded-Proto': 'http' };
/** The addresses npm start and the test suites configure: Hosting's, as a browser may name it. */
const CONFIGURED = /^http:\/\/(localhost|127\.0\.0\.1):\d+\//;

let buyer: TestUser;
let tool: SeededTool;

beforeEach(async () => {
  ({ buyer } = await resetWithPeople());
  tool = await seedTool({ name: 'Jigsaw 650W', price: 4200, minimum: 1, available: 50 });
});

const expectStoreAddresses = (urls: Record<string, string>) => {
  expect(Object.keys(urls).sort()).toEqual(['cancel_url', 'fail_url', 'ipn_url', 'success_url']);
  for (const url of Object.values(urls)) {
    expect(url).toMatch(CONFIGURED);
    expect(url).not.toContain('127.0.0.9');
  }
};

describe('a forged X-Forwarded-Host', () => {
  it("names the store's own address to the gateway at checkout and on Pay now", async () => {
    const placed = await api('POST', '/orders', {
      token: buyer.token,
      headers: { ...FORGED, 'Idempotency-Key': 'forged-host-1' },
      body: { lines: [{ toolId: tool.id, quantity: 1 }], address: '12 Lake Road, Dhaka', phone: '+880 1712-345678', paymentMethod: 'online' },
    });
    expect(placed.status).toBe(201);
    expectStoreAddresses((await gatewaySession(sessionKeyOf(placed.body.payment.redirectUrl))).urls);

    const again = await api('POST', `/orders/${placed.body.id}/payment`, { token: buyer.token, headers: FORGED });
    expect(again.status).toBe(200);
    expectStoreAddresses((await gatewaySession(sessionKeyOf(again.body.redirectUrl))).urls);
  });

  it("writes the store's own address into an invitation's link", async () => {
    const owner = await createUser();
    const company = await approvedCompany({ owner });
    const invited = 'forged-host-invitee@example.com';
    const res = await api('POST', `/companies/${company.id}/members`, { token: owner.token, headers: FORGED, body: { email: invited, role: 'buyer' } });
    expect(res.status).toBe(201);
    const mails = (await collections.mail.where('to', '==', invited).get()).docs.map((doc) => doc.data());
    expect(mails).toHaveLength(1);
    const { text, html } = mails[0]!.message;
    expect(`${text} ${html}`).not.toContain('127.0.0.9');
    expect(text).toMatch(/http:\/\/(localhost|127\.0\.0\.1):\d+\/dashboard\/company/);
  });
});

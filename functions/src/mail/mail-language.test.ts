import { randomUUID } from 'node:crypto';
import { STORE_CURRENCY } from '@store/contract/constants';
import { formattersFor } from '@store/contract/format';
import { beforeEach, describe, expect, it } from 'vitest';
import { collections } from '../firebase';
import { api, resetWithPeople, seedTool, type SeededTool, type TestUser } from '../test-support/emulators';

// Every mail is written in the language its customer chose (users/{uid}.locale), English until they choose: the
// order's mails (placed in one batch, moved in a transaction) and the quote's (asked, answered, accepted).

let admin: TestUser;
/** Chose Bangla. */
let rahim: TestUser;
/** Never chose: English. */
let cora: TestUser;
/** 12.50 a unit, 5,000 in stock. */
let drill: SeededTool;

beforeEach(async () => {
  ({ admin, buyer: rahim, other: cora } = await resetWithPeople());
  drill = await seedTool({ name: 'Cordless Drill', price: 12.5, minimum: 1, available: 5000 });
  expect((await api('PUT', `/user/${encodeURIComponent(rahim.email)}`, { token: rahim.token, body: { locale: 'bn' } })).status).toBe(200);
});

const delivery = { address: '12 Lake Road, Dhaka', phone: '+880 1712-345678', poNumber: 'PO-42' };
const placeOrder = (user: TestUser, quantity: number) =>
  api('POST', '/orders', { token: user.token, headers: { 'Idempotency-Key': randomUUID() }, body: { lines: [{ toolId: drill.id, quantity }], ...delivery } });
const mail = async (id: string) => (await collections.mail.doc(id).get()).data()!.message;

// Amounts in the store's currency, as each language writes them.
const bangla = formattersFor('bn', STORE_CURRENCY);
const english = formattersFor('en', STORE_CURRENCY);

describe("mail in the customer's language", () => {
  it('tells a customer who chose Bangla of their order in Bangla, with Bengali digits, when placed and when it moves', async () => {
    const placed = await placeOrder(rahim, 1200);
    expect(placed.status).toBe(201);
    const { id } = placed.body;
    const { subject, text, html } = await mail(`order-${id}-1`);
    expect(subject).toBe(`অর্ডার ${id}: অপেক্ষমাণ`);
    expect(text).toBe(
      [
        'আপনার অর্ডারটি আমরা পেয়েছি।',
        '',
        `অর্ডার: ${id}`,
        'অবস্থা: অপেক্ষমাণ',
        `Cordless Drill: ১,২০০ × ${bangla.money(12.5)} = ${bangla.money(15000)}`,
        // 1,200 drills without a weight, 1,200 kg, to Dhaka city: ৳80 up to 2 kg and ৳20 for each of the 1,198 above.
        `ডেলিভারি: কুরিয়ার, ঢাকা: ${bangla.money(24040)}, ১–২ দিন`,
        `মোট: ${bangla.money(39040)}`,
        'ঠিকানা: 12 Lake Road, Dhaka',
        'ফোন: +880 1712-345678',
        'PO নম্বর: PO-42',
        'পেমেন্ট: ক্যাশ অন ডেলিভারি',
        '',
        'টুলস স্টোর',
      ].join('\n'),
    );
    expect(bangla.money(15000)).toBe('৳১৫,০০০');
    expect(html).toContain('<p>আপনার অর্ডারটি আমরা পেয়েছি।</p>');
    expect(html).toContain(`<tr><th align="left">মোট</th><td>${bangla.money(39040)}</td></tr>`);

    expect((await api('PATCH', `/orders/${id}`, { token: admin.token, body: { status: 'confirmed' } })).status).toBe(200);
    const confirmed = await mail(`order-${id}-2`);
    expect(confirmed.subject).toBe(`অর্ডার ${id}: নিশ্চিত`);
    expect(confirmed.text).toMatch(/^আপনার অর্ডারটি নিশ্চিত করা হয়েছে।\n/);
  });

  it('writes to a customer who never chose in English, as before', async () => {
    const placed = await placeOrder(cora, 3);
    const { id } = placed.body;
    const { subject, text, html } = await mail(`order-${id}-1`);
    expect(subject).toBe(`Order ${id}: pending`);
    expect(text).toBe(
      [
        'We have received your order.',
        '',
        `Order: ${id}`,
        'Status: pending',
        `Cordless Drill: 3 × ${english.money(12.5)} = ${english.money(37.5)}`,
        `Delivery: Courier to Dhaka: ${english.money(100)}, 1–2 days`,
        `Total: ${english.money(137.5)}`,
        'Address: 12 Lake Road, Dhaka',
        'Phone: +880 1712-345678',
        'PO number: PO-42',
        'Payment: Cash on delivery',
        '',
        'The tools store',
      ].join('\n'),
    );
    expect(html).toBe(
      [
        '<p>We have received your order.</p>',
        `<table><tr><th align="left">Order</th><td>${id}</td></tr><tr><th align="left">Status</th><td>pending</td></tr>` +
          `<tr><th align="left">Cordless Drill</th><td>3 × ${english.money(12.5)} = ${english.money(37.5)}</td></tr>` +
          `<tr><th align="left">Delivery</th><td>Courier to Dhaka: ${english.money(100)}, 1–2 days</td></tr>` +
          `<tr><th align="left">Total</th><td>${english.money(137.5)}</td></tr><tr><th align="left">Address</th><td>12 Lake Road, Dhaka</td></tr>` +
          '<tr><th align="left">Phone</th><td>+880 1712-345678</td></tr><tr><th align="left">PO number</th><td>PO-42</td></tr>' +
          '<tr><th align="left">Payment</th><td>Cash on delivery</td></tr></table>',
        '<p>The tools store</p>',
      ].join('\n'),
    );
  });

  it("writes a quote's mails in Bangla: asked, answered and accepted", async () => {
    const asked = await api('POST', '/quotes', { token: rahim.token, body: { lines: [{ toolId: drill.id, quantity: 500 }] } });
    expect(asked.status).toBe(201);
    const { id } = asked.body;
    const request = await mail(`quote-${id}-1`);
    expect(request.subject).toBe(`কোটেশন ${id}: চাওয়া হয়েছে`);
    expect(request.text).toContain('Cordless Drill: ৫০০ ইউনিট');

    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const quoted = await api('PATCH', `/quotes/${id}`, { token: admin.token, body: { status: 'quoted', lines: [{ toolId: drill.id, unitPrice: 11 }], expiresAt } });
    expect(quoted.status).toBe(200);
    const answer = await mail(`quote-${id}-2`);
    expect(answer.subject).toBe(`কোটেশন ${id}: দাম দেওয়া হয়েছে`);
    expect(answer.text).toContain(`Cordless Drill: ৫০০ × ${bangla.money(11)} = ${bangla.money(5500)}\nমোট: ${bangla.money(5500)}`);

    const accepted = await api('POST', `/quotes/${id}/accept`, { token: rahim.token, headers: { 'Idempotency-Key': randomUUID() }, body: delivery });
    expect(accepted.status).toBe(201);
    expect((await mail(`quote-${id}-3`)).subject).toBe(`কোটেশন ${id}: গৃহীত`);
    expect((await mail(`order-${accepted.body.id}-1`)).subject).toBe(`অর্ডার ${accepted.body.id}: অপেক্ষমাণ`);
  });
});

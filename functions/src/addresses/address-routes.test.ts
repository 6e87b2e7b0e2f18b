import { beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_MAX } from '@store/contract/address-book';
import { collections } from '../firebase';
import { api, expectStatus, resetWithPeople, snapshotFirestore, type TestUser } from '../test-support/emulators';

let buyer: TestUser;
let other: TestUser;
let admin: TestUser;

beforeEach(async () => {
  ({ buyer, other, admin } = await resetWithPeople());
});

const home = { label: 'Home', lines: 'House 12, Road 5, Block C', area: 'Mirpur', district: 'dhaka' };
const office = { lines: 'Plot 9, CDA Avenue', area: 'Panchlaish', district: 'Chittagong' };
const site = { label: 'Site', lines: 'Ward 3, Station Road', area: 'Sadar', district: 'বগুড়া' };

const bookOf = (user: TestUser) => api('GET', '/addresses', { token: user.token });
const add = (user: TestUser, body: unknown) => api('POST', '/addresses', { token: user.token, body });
const edit = (user: TestUser, id: string, body: unknown) => api('PATCH', `/addresses/${id}`, { token: user.token, body });
const remove = (user: TestUser, id: string) => api('DELETE', `/addresses/${id}`, { token: user.token });
const added = async (user: TestUser, body: unknown) => expectStatus(await add(user, body), 201, 'the address').id as string;

describe('GET /api/addresses', () => {
  it('is empty at first, private, and 401 without a token', async () => {
    const res = await bookOf(buyer);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ addresses: [], defaultId: null });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect((await api('GET', '/addresses')).status).toBe(401);
  });
});

describe('POST /api/addresses', () => {
  it('adds addresses in order, the first one the default, districts by any of their names stored as ids', async () => {
    const first = await add(buyer, home);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ addresses: [{ id: first.body.id, ...home }], defaultId: first.body.id, id: first.body.id });
    const second = await add(buyer, office);
    expect(second.status).toBe(201);
    expect(second.body.addresses.map((a: { district: string }) => a.district)).toEqual(['dhaka', 'chattogram']);
    expect(second.body.addresses[1]).not.toHaveProperty('label');
    expect(second.body.defaultId).toBe(first.body.id);
    const third = await add(buyer, { ...site, default: true });
    expect(third.body.defaultId).toBe(third.body.id);
    expect(third.body.addresses[2]).toMatchObject({ district: 'bogura', label: 'Site' });
    const { id: _id, ...book } = third.body;
    expect((await bookOf(buyer)).body).toEqual(book);
    // Every user has their own book.
    expect((await bookOf(other)).body).toEqual({ addresses: [], defaultId: null });
  });

  it('trims what it keeps, and does not add an address the book already has (200, the one it has)', async () => {
    const id = await added(buyer, { ...home, lines: '  House 12, Road 5, Block C  ' });
    const again = await add(buyer, { lines: 'house 12,  road 5, block c', area: 'MIRPUR', district: 'Dhaka' });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(id);
    expect(again.body.addresses).toEqual([{ id, ...home }]);
    // Given again as the default, it becomes the default rather than a copy.
    const officeId = await added(buyer, office);
    const asDefault = await add(buyer, { ...office, default: true });
    expect(asDefault.status).toBe(200);
    expect(asDefault.body).toMatchObject({ id: officeId, defaultId: officeId });
    expect(asDefault.body.addresses).toHaveLength(2);
  });

  it(`keeps at most ${ADDRESS_BOOK_MAX}: one more is 409 address-book-full, writing nothing`, async () => {
    for (let n = 1; n <= ADDRESS_BOOK_MAX; n++) await added(buyer, { lines: `House ${n}, Road 1`, area: 'Uttara', district: 'dhaka' });
    const before = await snapshotFirestore();
    const res = await add(buyer, office);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'address-book-full', message: expect.stringContaining(`${ADDRESS_BOOK_MAX} addresses`) });
    expect(await snapshotFirestore()).toEqual(before);
    // The same address again is no new one, so even a full book answers it.
    expect((await add(buyer, { lines: 'House 3, Road 1', area: 'Uttara', district: 'dhaka' })).status).toBe(200);
  });

  it.each([
    ['lines', { ...home, lines: '' }],
    ['lines', { ...home, lines: 'x'.repeat(201) }],
    ['area', { ...home, area: '   ' }],
    ['district', { ...home, district: 'Atlantis' }],
    ['district', { lines: home.lines, area: home.area }],
    ['label', { ...home, label: 'L'.repeat(41) }],
    ['default', { ...home, default: 'yes' }],
    ['uid', { ...home, uid: 'someone-else' }],
  ])('is 400 naming %s for %j, writing nothing', async (field, body) => {
    const before = await snapshotFirestore();
    const res = await add(buyer, body);
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].field).toBe(field);
    expect(await snapshotFirestore()).toEqual(before);
  });
});

describe('PATCH /api/addresses/:id', () => {
  it('changes the fields given, takes a label away with null, and makes an address the default', async () => {
    const homeId = await added(buyer, home);
    const officeId = await added(buyer, { ...office, label: 'Office' });
    const changed = await edit(buyer, homeId, { lines: 'House 14, Road 5', district: 'gazipur' });
    expect(changed.status).toBe(200);
    expect(changed.body.addresses[0]).toEqual({ id: homeId, label: 'Home', lines: 'House 14, Road 5', area: 'Mirpur', district: 'gazipur' });
    const unlabelled = await edit(buyer, officeId, { label: null, default: true });
    expect(unlabelled.body.addresses[1]).toEqual({ id: officeId, lines: office.lines, area: office.area, district: 'chattogram' });
    expect(unlabelled.body.defaultId).toBe(officeId);
    expect((await bookOf(buyer)).body).toEqual(unlabelled.body);
  });

  it("is 404 for an unknown id and for another user's address, writing nothing", async () => {
    const theirs = await added(other, home);
    await added(buyer, office);
    const before = await snapshotFirestore();
    for (const id of [theirs, 'no-such-address']) {
      const res = await edit(buyer, id, { default: true });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not-found');
    }
    expect(await snapshotFirestore()).toEqual(before);
    expect((await bookOf(other)).body.defaultId).toBe(theirs);
  });

  it.each([
    ['body', {}],
    ['default', { default: false }],
    ['lines', { lines: '' }],
    ['district', { district: 'Dhaka division' }],
    ['id', { id: 'another-id' }],
  ])('is 400 naming %s for %j, writing nothing', async (field, body) => {
    const id = await added(buyer, home);
    const before = await snapshotFirestore();
    const res = await edit(buyer, id, body);
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].field).toBe(field);
    expect(await snapshotFirestore()).toEqual(before);
  });
});

describe('DELETE /api/addresses/:id', () => {
  it('deletes an address (204); deleting the default makes the next one the default, the one before when it was the last, then none', async () => {
    const [a, b, c] = [await added(buyer, home), await added(buyer, office), await added(buyer, site)];
    expect((await remove(buyer, b)).status).toBe(204);
    expect((await bookOf(buyer)).body).toMatchObject({ defaultId: a, addresses: [{ id: a }, { id: c }] });
    expect((await remove(buyer, a)).status).toBe(204);
    expect((await bookOf(buyer)).body).toMatchObject({ defaultId: c, addresses: [{ id: c }] });
    const d = await added(buyer, office);
    expect((await edit(buyer, d, { default: true })).status).toBe(200);
    expect((await remove(buyer, d)).status).toBe(204);
    expect((await bookOf(buyer)).body).toMatchObject({ defaultId: c });
    expect((await remove(buyer, c)).status).toBe(204);
    expect((await bookOf(buyer)).body).toEqual({ addresses: [], defaultId: null });
  });

  it("is 404 for an unknown id, a deleted one and another user's, writing nothing; 401 without a token", async () => {
    const theirs = await added(other, home);
    const mine = await added(buyer, home);
    await remove(buyer, mine);
    const before = await snapshotFirestore();
    for (const id of [theirs, mine, 'no-such-address']) expect((await remove(buyer, id)).status).toBe(404);
    expect((await api('DELETE', `/addresses/${theirs}`)).status).toBe(401);
    expect(await snapshotFirestore()).toEqual(before);
    expect((await bookOf(other)).body.addresses).toHaveLength(1);
  });
});

describe('removing a user', () => {
  it('removes their address book with them', async () => {
    await added(buyer, home);
    expect((await collections.addressBooks.doc(buyer.uid).get()).exists).toBe(true);
    expect((await api('DELETE', `/user/${buyer.uid}`, { token: admin.token })).status).toBe(204);
    expect((await collections.addressBooks.doc(buyer.uid).get()).exists).toBe(false);
  });
});

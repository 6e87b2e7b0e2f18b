import { Timestamp } from 'firebase-admin/firestore';
import { STORE_CURRENCY } from '@store/contract/constants';
import { formattersFor } from '@store/contract/format';
import { beforeEach, describe, expect, it } from 'vitest';
import { collections, db } from '../firebase';
import { addMember, applyForCompany, approvedCompany, companyApplication, companyDoc, mailsTo, setOutstanding, type TestCompany } from '../test-support/companies';
import { api, createUser, resetWithPeople, snapshotFirestore, storedOrder, type TestUser } from '../test-support/emulators';

// The companies part of the trade accounts API: applying and the administrators' decision, the administrators'
// list, my company, members invited by the owner and joining with their verified email, members' roles, limits
// and removal. Every refusal writes nothing; every decision and change has its audit entry, every decision and
// invitation its mail.

let admin: TestUser;
let owner: TestUser;
let other: TestUser;

beforeEach(async () => {
  ({ admin, buyer: owner, other } = await resetWithPeople());
});

const english = formattersFor('en', STORE_CURRENCY);
const bangla = formattersFor('bn', STORE_CURRENCY);

const patchCompany = (id: string, body: unknown, user: TestUser | null = admin) => api('PATCH', `/companies/${id}`, { token: user?.token, body });
const invite = (company: { id: string }, body: unknown, user: TestUser) => api('POST', `/companies/${company.id}/members`, { token: user.token, body });
const accept = (id: string, user: TestUser) => api('POST', `/companies/invitations/${id}/accept`, { token: user.token });
const patchMember = (company: { id: string }, uid: string, body: unknown, user: TestUser) =>
  api('PATCH', `/companies/${company.id}/members/${uid}`, { token: user.token, body });
const removeMember = (company: { id: string }, uid: string, user: TestUser) => api('DELETE', `/companies/${company.id}/members/${uid}`, { token: user.token });
const mine = (user: TestUser) => api('GET', '/companies/mine', { token: user.token });
const auditOf = async (id: string) =>
  (await collections.audit.where('targetId', '==', id).get()).docs.map((doc) => doc.data()).sort((a, b) => a.at.toMillis() - b.at.toMillis());

/** Sends the request and checks it was refused with `status` and `code` (and `field`), writing nothing. */
async function expectRefused(send: () => Promise<{ status: number; body: any }>, status: number, code: string, field?: string) {
  const before = await snapshotFirestore();
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error.code).toBe(code);
  if (field) expect(res.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  expect(await snapshotFirestore()).toEqual(before);
  return res.body.error;
}

/** An approved company of `owner` (৳100,000 at 30 days) with a buyer (limit ৳5,000) and an approver. */
async function companyWithMembers() {
  const company = await approvedCompany({ owner, admin });
  const [buyer, approver] = await Promise.all([createUser(), createUser()]);
  await addMember(company, buyer, 'buyer', 5000);
  await addMember(company, approver, 'approver');
  return { company, buyer, approver };
}

describe('POST /api/companies', () => {
  it('opens an application for a verified customer: the company applied, its owner membership, in one commit', async () => {
    const res = await api('POST', '/companies', { token: owner.token, body: companyApplication({ name: 'Nawabpur Hardware' }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Nawabpur Hardware',
      tradeLicence: 'TRAD/DNCC/012345/2026',
      bin: '000123456-0101',
      status: 'applied',
      ownerUid: owner.uid,
      ownerEmail: owner.email,
      creditLimit: 0,
      termsDays: null,
      outstanding: 0,
      available: 0,
      hold: false,
      holdReason: null,
      currency: 'BDT',
      role: 'owner',
      orderLimit: null,
      members: [{ uid: owner.uid, email: owner.email, role: 'owner', orderLimit: null }],
      invitations: [],
    });
    expect(await companyDoc(res.body.id)).toMatchObject({ status: 'applied', queue: 0, creditLimit: 0, termsDays: null, hold: false, outstandingPoisha: 0 });
    expect((await collections.memberships.doc(owner.uid).get()).data()).toMatchObject({ companyId: res.body.id, role: 'owner', orderLimit: null, email: owner.email });
  });

  it('refuses a second application (409 conflict), and a member of another company, writing nothing', async () => {
    await applyForCompany(owner);
    await expectRefused(() => api('POST', '/companies', { token: owner.token, body: companyApplication() }), 409, 'conflict');

    const approved = await approvedCompany({ owner: other, admin });
    const member = await createUser();
    await addMember(approved, member, 'buyer');
    await expectRefused(() => api('POST', '/companies', { token: member.token, body: companyApplication() }), 409, 'conflict');
    await expectRefused(() => api('POST', '/companies', { token: other.token, body: companyApplication() }), 409, 'conflict');
  });

  it('lets the owner of a declined application apply again: the same company, applied anew', async () => {
    const first = await applyForCompany(owner, { name: 'First Try Traders' });
    expect((await patchCompany(first.id, { status: 'declined', reason: 'Trade licence expired' })).status).toBe(200);
    const again = await api('POST', '/companies', { token: owner.token, body: companyApplication({ name: 'Second Try Traders', bin: undefined }) });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: first.id, name: 'Second Try Traders', status: 'applied', role: 'owner' });
    expect(again.body).not.toHaveProperty('declineReason');
    expect(again.body).not.toHaveProperty('bin');
    expect(await companyDoc(first.id)).toMatchObject({ status: 'applied', queue: 0 });
    expect((await collections.companies.get()).size).toBe(1);
  });

  it('is 403 email-not-verified for an unverified customer, 401 for a visitor, 400 for a bad application', async () => {
    const unverified = await createUser({ verified: false });
    await expectRefused(() => api('POST', '/companies', { token: unverified.token, body: companyApplication() }), 403, 'email-not-verified');
    await expectRefused(() => api('POST', '/companies', { body: companyApplication() }), 401, 'unauthenticated');
    await expectRefused(() => api('POST', '/companies', { token: owner.token, body: companyApplication({ name: ' ' }) }), 400, 'invalid-argument', 'name');
    await expectRefused(() => api('POST', '/companies', { token: owner.token, body: companyApplication({ phone: 'call me' }) }), 400, 'invalid-argument', 'phone');
  });
});

describe('GET /api/companies', () => {
  it('lists applications first, then the newest, by status, a page at a time (administrators only)', async () => {
    const people = await Promise.all([createUser(), createUser(), createUser(), createUser()]);
    const names = ['Approved First', 'Applied Second', 'Declined Third', 'Applied Fourth'];
    const ids: string[] = [];
    for (const [i, person] of people.entries()) ids.push((await applyForCompany(person, { name: names[i] })).id);
    await patchCompany(ids[0]!, { status: 'approved', creditLimit: 50000, termsDays: 15 });
    await patchCompany(ids[2]!, { status: 'declined', reason: 'No trade licence' });

    const list = async (query: string) => {
      const res = await api('GET', `/companies?${query}`, { token: admin.token });
      expect(res.status).toBe(200);
      return res.body as { companies: { name: string }[]; nextCursor: string | null };
    };
    const all = await list('');
    expect(all.companies.map((company) => company.name)).toEqual(['Applied Fourth', 'Applied Second', 'Declined Third', 'Approved First']);
    expect(all.nextCursor).toBeNull();

    const first = await list('limit=3');
    expect(first.companies.map((company) => company.name)).toEqual(['Applied Fourth', 'Applied Second', 'Declined Third']);
    const second = await list(`limit=3&cursor=${first.nextCursor}`);
    expect(second.companies.map((company) => company.name)).toEqual(['Approved First']);
    expect(second.nextCursor).toBeNull();

    expect((await list('status=applied')).companies.map((company) => company.name)).toEqual(['Applied Fourth', 'Applied Second']);
    expect((await list('status=approved')).companies).toMatchObject([{ name: 'Approved First', creditLimit: 50000, termsDays: 15, available: 50000 }]);
    const applied = await list('status=applied&limit=1');
    expect((await list(`status=applied&limit=1&cursor=${applied.nextCursor}`)).companies.map((company) => company.name)).toEqual(['Applied Second']);
  });

  it('is 403 for a customer, 401 for a visitor, 400 for a bad status or cursor', async () => {
    expect((await api('GET', '/companies', { token: owner.token })).body.error.code).toBe('permission-denied');
    expect((await api('GET', '/companies')).status).toBe(401);
    expect((await api('GET', '/companies?status=open', { token: admin.token })).status).toBe(400);
    expect((await api('GET', '/companies?cursor=bm90LWpzb24', { token: admin.token })).status).toBe(400);
  });
});

describe('PATCH /api/companies/:id', () => {
  it('approves an application with a limit and terms: its audit entry and the owner mail, in the commit', async () => {
    const applied = await applyForCompany(owner, { name: 'Karim Steel' });
    const res = await patchCompany(applied.id, { status: 'approved', creditLimit: 250000.5, termsDays: 45 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'approved', creditLimit: 250000.5, termsDays: 45, outstanding: 0, available: 250000.5, hold: false });
    expect(await companyDoc(applied.id)).toMatchObject({ status: 'approved', queue: 1 });
    expect(await auditOf(applied.id)).toMatchObject([
      { action: 'company.approve', targetType: 'company', actorEmail: admin.email, summary: `Approved Karim Steel: credit limit ${english.money(250000.5)}, terms 45 days` },
    ]);
    const mails = [...(await mailsTo(owner.email)).values()];
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Trade account for Karim Steel: approved');
    expect(mails[0]!.text).toContain('Your application for a trade account is approved');
    expect(mails[0]!.text).toMatch(/Your company's page: https?:\/\/[^/]+\/dashboard\/company\n/);
    expect(mails[0]!.text).toContain(`Credit limit: ${english.money(250000.5)}`);
    expect(mails[0]!.text).toContain('Payment terms: 45 days after shipping');
  });

  it("declines with a reason, mailed in the owner's language (Bangla)", async () => {
    expect((await api('PUT', `/user/${encodeURIComponent(owner.email)}`, { token: owner.token, body: { locale: 'bn' } })).status).toBe(200);
    const applied = await applyForCompany(owner, { name: 'Karim Steel' });
    const res = await patchCompany(applied.id, { status: 'declined', reason: 'The trade licence has expired' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'declined', declineReason: 'The trade licence has expired', creditLimit: 0, termsDays: null });
    expect(await companyDoc(applied.id)).toMatchObject({ status: 'declined', queue: 1 });
    expect(await auditOf(applied.id)).toMatchObject([{ action: 'company.decline', summary: 'Declined Karim Steel: The trade licence has expired' }]);
    const [mail] = [...(await mailsTo(owner.email)).values()];
    expect(mail!.subject).toBe('Karim Steel-এর ট্রেড অ্যাকাউন্ট: নাকচ');
    expect(mail!.text).toBe(
      ['দুঃখিত, আপনার প্রতিষ্ঠানের জন্য আমরা ট্রেড অ্যাকাউন্ট খুলতে পারছি না।', 'কারণ: The trade licence has expired', '', 'প্রতিষ্ঠান: Karim Steel', '', 'টুলস স্টোর'].join(
        '\n',
      ),
    );
  });

  it('decides an application once: deciding again, or changing one not approved, is 409 invalid-transition', async () => {
    const applied = await applyForCompany(owner);
    await expectRefused(() => patchCompany(applied.id, { creditLimit: 1000 }), 409, 'invalid-transition');
    await expectRefused(() => patchCompany(applied.id, { hold: true }), 409, 'invalid-transition');
    expect((await patchCompany(applied.id, { status: 'approved', creditLimit: 1000, termsDays: 7 })).status).toBe(200);
    await expectRefused(() => patchCompany(applied.id, { status: 'approved', creditLimit: 2000, termsDays: 7 }), 409, 'invalid-transition');
    await expectRefused(() => patchCompany(applied.id, { status: 'declined', reason: 'Changed our mind' }), 409, 'invalid-transition');

    const declined = await applyForCompany(other);
    await patchCompany(declined.id, { status: 'declined', reason: 'No licence' });
    await expectRefused(() => patchCompany(declined.id, { status: 'approved', creditLimit: 1000, termsDays: 7 }), 409, 'invalid-transition');
    await expectRefused(() => patchCompany(declined.id, { termsDays: 15 }), 409, 'invalid-transition');
  });

  it('changes the limit, terms and hold of an approved account, each change in the audit log', async () => {
    const company = await approvedCompany({ owner, admin, creditLimit: 100000, termsDays: 30, name: 'Rahman Tools' });
    const res = await patchCompany(company.id, { creditLimit: 150000, termsDays: 60, hold: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ creditLimit: 150000, termsDays: 60, hold: true, holdReason: 'administrator', available: 150000 });
    const released = await patchCompany(company.id, { hold: false });
    expect(released.body).toMatchObject({ hold: false, holdReason: null });
    expect((await auditOf(company.id)).map((entry) => [entry.action, entry.summary])).toEqual([
      ['company.approve', `Approved Rahman Tools: credit limit ${english.money(100000)}, terms 30 days`],
      ['company.update', `Rahman Tools: credit limit ${english.money(100000)} -> ${english.money(150000)}; terms 30 -> 60 days; put on hold`],
      ['company.update', 'Rahman Tools: released from hold'],
    ]);
    // Only the decision was mailed.
    expect((await mailsTo(owner.email)).size).toBe(1);

    // What changes nothing writes nothing.
    const before = await snapshotFirestore();
    expect((await patchCompany(company.id, { creditLimit: 150000, hold: false })).status).toBe(200);
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('refuses a limit below what the company owes (409 credit-limit, the outstanding in details); the outstanding itself is fine', async () => {
    const company = await approvedCompany({ owner, admin, creditLimit: 100000 });
    await setOutstanding(company.id, 60000.25);
    const error = await expectRefused(() => patchCompany(company.id, { creditLimit: 60000.24, termsDays: 15 }), 409, 'credit-limit');
    expect(error.details).toEqual([{ field: 'outstanding', message: '60000.25' }]);
    const res = await patchCompany(company.id, { creditLimit: 60000.25 });
    expect(res.body).toMatchObject({ creditLimit: 60000.25, outstanding: 60000.25, available: 0 });
  });

  it('answers an overdue account as on hold (overdue), until an administrator also holds it', async () => {
    const company = await approvedCompany({ owner, admin, creditLimit: 100000 });
    const shipped = new Date(Date.now() - 40 * 86400_000);
    await db.collection('orders').doc('overdue-order').set(
      storedOrder(owner, { id: 'tool-1', name: 'Angle Grinder' }, shipped, {
        status: 'shipped',
        company: { id: company.id, name: company.name, termsDays: 30 },
        payment: { method: 'account', status: 'due', amountDue: 21, amountPaid: 0, currency: 'BDT', dueAt: Timestamp.fromMillis(Date.now() - 86400_000), records: [] },
      }),
    );
    expect((await mine(owner)).body).toMatchObject({ hold: true, holdReason: 'overdue' });
    expect((await patchCompany(company.id, { hold: true })).body).toMatchObject({ hold: true, holdReason: 'administrator' });
  });

  it('is 403 for a customer (its owner too), 401 for a visitor, 404 for no such company, 400 for a bad change', async () => {
    const applied = await applyForCompany(owner);
    await expectRefused(() => patchCompany(applied.id, { status: 'approved', creditLimit: 1e6, termsDays: 60 }, owner), 403, 'permission-denied');
    await expectRefused(() => patchCompany(applied.id, { status: 'approved', creditLimit: 1e6, termsDays: 60 }, null), 401, 'unauthenticated');
    await expectRefused(() => patchCompany('no-such-company', { status: 'approved', creditLimit: 1000, termsDays: 7 }), 404, 'not-found');
    await expectRefused(() => patchCompany(applied.id, { status: 'approved', creditLimit: 1000 }), 400, 'invalid-argument', 'termsDays');
    await expectRefused(() => patchCompany(applied.id, { status: 'approved', creditLimit: 1000, termsDays: 10 }), 400, 'invalid-argument', 'termsDays');
    await expectRefused(() => patchCompany(applied.id, { status: 'approved', creditLimit: -1, termsDays: 7 }), 400, 'invalid-argument', 'creditLimit');
    await expectRefused(() => patchCompany(applied.id, { status: 'declined' }), 400, 'invalid-argument', 'reason');
    await expectRefused(() => patchCompany(applied.id, {}), 400, 'invalid-argument');
  });
});

describe('GET /api/companies/mine', () => {
  it("answers the owner with the members and open invitations, a buyer and an approver with their own role and limit only", async () => {
    const { company, buyer, approver } = await companyWithMembers();
    const stranger = 'stranger@example.com';
    expect((await invite(company, { email: stranger, role: 'buyer' }, owner)).status).toBe(201);

    const ownerView = await mine(owner);
    expect(ownerView.status).toBe(200);
    expect(ownerView.body).toMatchObject({ id: company.id, role: 'owner', orderLimit: null, status: 'approved', creditLimit: 100000, termsDays: 30 });
    expect(ownerView.body.members).toMatchObject([
      { uid: owner.uid, role: 'owner', orderLimit: null },
      { uid: buyer.uid, email: buyer.email, role: 'buyer', orderLimit: 5000 },
      { uid: approver.uid, email: approver.email, role: 'approver', orderLimit: null },
    ]);
    expect(ownerView.body.invitations).toMatchObject([{ email: stranger, role: 'buyer', orderLimit: null, companyId: company.id, invitedBy: owner.email }]);

    const buyerView = await mine(buyer);
    expect(buyerView.body).toMatchObject({ id: company.id, role: 'buyer', orderLimit: 5000 });
    expect(buyerView.body).not.toHaveProperty('members');
    expect(buyerView.body).not.toHaveProperty('invitations');
    expect((await mine(approver)).body).toMatchObject({ role: 'approver', orderLimit: null });
  });

  it('is 404 for a customer of no company, 401 for a visitor', async () => {
    expect((await mine(other)).body.error.code).toBe('not-found');
    expect((await api('GET', '/companies/mine')).status).toBe(401);
  });
});

describe('invitations', () => {
  it('invites by email with the id of the company and email, mailed with the company page; inviting again changes the one invitation', async () => {
    const company = await approvedCompany({ owner, admin, name: 'Dhaka Fasteners' });
    const res = await invite(company, { email: other.email.toUpperCase(), role: 'buyer', orderLimit: 2500.5 }, owner);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ companyId: company.id, companyName: 'Dhaka Fasteners', email: other.email, role: 'buyer', orderLimit: 2500.5, invitedBy: owner.email });
    const again = await invite(company, { email: other.email, role: 'approver' }, owner);
    expect(again.body).toMatchObject({ id: res.body.id, role: 'approver', orderLimit: null });
    expect((await collections.invitations.get()).size).toBe(1);

    const mails = [...(await mailsTo(other.email)).values()];
    expect(mails).toHaveLength(2);
    const first = mails.find((mail) => mail.text.includes('as buyer'))!;
    expect(first.subject).toBe('Join Dhaka Fasteners on the tools store');
    expect(first.text).toContain(`${owner.email} invites you to buy for Dhaka Fasteners on its trade account, as buyer.`);
    expect(first.text).toMatch(/accept the invitation on the company page: https?:\/\/[^/]+\/dashboard\/company\n/);
    expect(first.text).toContain(`Order limit: ${english.money(2500.5)}`);
  });

  it("mails an invitation in the language of the account with that email (Bangla: the page under /bn)", async () => {
    expect((await api('PUT', `/user/${encodeURIComponent(other.email)}`, { token: other.token, body: { locale: 'bn' } })).status).toBe(200);
    const company = await approvedCompany({ owner, admin, name: 'Dhaka Fasteners' });
    await invite(company, { email: other.email, role: 'buyer', orderLimit: 1500 }, owner);
    const [mail] = [...(await mailsTo(other.email)).values()];
    expect(mail!.subject).toBe('টুলস স্টোরে Dhaka Fasteners-এর সাথে যুক্ত হোন');
    expect(mail!.text).toMatch(/আমন্ত্রণটি গ্রহণ করুন: https?:\/\/[^/]+\/bn\/dashboard\/company\n/);
    expect(mail!.text).toContain(`অর্ডার লিমিট: ${bangla.money(1500)}`);
  });

  it('lists the invitations to my verified email, and accepting one makes me a member (the invitation gone)', async () => {
    const company = await approvedCompany({ owner, admin });
    const { body: invitation } = await invite(company, { email: other.email, role: 'buyer', orderLimit: 800 }, owner);
    const listed = await api('GET', '/companies/invitations', { token: other.token });
    expect(listed.body.invitations).toMatchObject([{ id: invitation.id, companyId: company.id, role: 'buyer', orderLimit: 800 }]);
    expect((await api('GET', '/companies/invitations', { token: owner.token })).body.invitations).toEqual([]);

    const joined = await accept(invitation.id, other);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ id: company.id, role: 'buyer', orderLimit: 800, status: 'approved' });
    expect((await collections.memberships.doc(other.uid).get()).data()).toMatchObject({ companyId: company.id, role: 'buyer', orderLimit: 800, email: other.email });
    expect((await collections.invitations.doc(invitation.id).get()).exists).toBe(false);
    expect((await api('GET', '/companies/invitations', { token: other.token })).body.invitations).toEqual([]);
  });

  it('gives an unverified user no invitations, and refuses their accept (403 email-not-verified)', async () => {
    const unverified = await createUser({ verified: false });
    const company = await approvedCompany({ owner, admin });
    const { body: invitation } = await invite(company, { email: unverified.email, role: 'buyer' }, owner);
    expect((await api('GET', '/companies/invitations', { token: unverified.token })).body).toEqual({ invitations: [] });
    await expectRefused(() => accept(invitation.id, unverified), 403, 'email-not-verified');
  });

  it('refuses an accept by another email (403), by a member of a company (409 conflict), of no such invitation (404)', async () => {
    const company = await approvedCompany({ owner, admin });
    const { body: invitation } = await invite(company, { email: other.email, role: 'buyer' }, owner);
    const someoneElse = await createUser();
    await expectRefused(() => accept(invitation.id, someoneElse), 403, 'permission-denied');
    await expectRefused(() => accept('no-such-invitation', other), 404, 'not-found');

    // Invited to a second company while a member of the first.
    const second = await approvedCompany({ owner: someoneElse, admin });
    await addMember(second, other, 'approver');
    await expectRefused(() => accept(invitation.id, other), 409, 'conflict');
    // The owner of a company too.
    const { body: toOwner } = await invite(second, { email: owner.email, role: 'buyer' }, someoneElse);
    await expectRefused(() => accept(toOwner.id, owner), 409, 'conflict');
  });

  it('lets only the owner invite (403 for a buyer, an approver, another company), only into an approved company, never a member twice', async () => {
    const { company, buyer, approver } = await companyWithMembers();
    const body = { email: 'newcomer@example.com', role: 'buyer' };
    await expectRefused(() => invite(company, body, buyer), 403, 'permission-denied');
    await expectRefused(() => invite(company, body, approver), 403, 'permission-denied');
    await expectRefused(() => invite(company, body, admin), 403, 'permission-denied');
    const otherCompany = await approvedCompany({ owner: other, admin });
    await expectRefused(() => invite(company, body, other), 403, 'permission-denied');
    await expectRefused(() => invite({ id: 'no-such-company' }, body, owner), 404, 'not-found');
    await expectRefused(() => invite(company, { email: buyer.email, role: 'approver' }, owner), 409, 'conflict');
    await expectRefused(() => invite(company, { email: owner.email, role: 'buyer' }, owner), 409, 'conflict');
    await expectRefused(() => invite(company, { email: 'x@example.com', role: 'approver', orderLimit: 10 }, owner), 400, 'invalid-argument', 'orderLimit');
    await expectRefused(() => invite(company, { email: 'x@example.com', role: 'owner' }, owner), 400, 'invalid-argument', 'role');
    expect((await invite(otherCompany, body, other)).status).toBe(201);

    const applicant = await createUser();
    const applied = await applyForCompany(applicant);
    await expectRefused(() => invite(applied, body, applicant), 409, 'invalid-transition');
  });
});

describe('PATCH and DELETE /api/companies/:id/members/:uid', () => {
  it("changes a member's role and order limit; an approver has none", async () => {
    const { company, buyer, approver } = await companyWithMembers();
    const raised = await patchMember(company, buyer.uid, { orderLimit: 7500 }, owner);
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({ uid: buyer.uid, email: buyer.email, role: 'buyer', orderLimit: 7500 });
    expect((await patchMember(company, buyer.uid, { orderLimit: null }, owner)).body).toMatchObject({ role: 'buyer', orderLimit: null });
    expect((await patchMember(company, buyer.uid, { role: 'approver' }, owner)).body).toMatchObject({ role: 'approver', orderLimit: null });
    expect((await patchMember(company, approver.uid, { role: 'buyer', orderLimit: 300 }, owner)).body).toMatchObject({ role: 'buyer', orderLimit: 300 });
    expect((await collections.memberships.doc(approver.uid).get()).data()).toMatchObject({ role: 'buyer', orderLimit: 300 });
    await expectRefused(() => patchMember(company, buyer.uid, { orderLimit: 100 }, owner), 400, 'invalid-argument', 'orderLimit');
    await expectRefused(() => patchMember(company, buyer.uid, { role: 'approver', orderLimit: 100 }, owner), 400, 'invalid-argument', 'orderLimit');
    await expectRefused(() => patchMember(company, buyer.uid, {}, owner), 400, 'invalid-argument');
  });

  it('removes a member, who may then join or apply elsewhere', async () => {
    const { company, buyer } = await companyWithMembers();
    const res = await removeMember(company, buyer.uid, owner);
    expect(res.status).toBe(204);
    expect((await collections.memberships.doc(buyer.uid).get()).exists).toBe(false);
    expect((await mine(buyer)).status).toBe(404);
    expect((await api('POST', '/companies', { token: buyer.token, body: companyApplication() })).status).toBe(201);
  });

  it("refuses the owner's own membership (409), a member of another company or none (404), anyone but the owner (403)", async () => {
    const { company, buyer, approver } = await companyWithMembers();
    const otherCompany: TestCompany = await approvedCompany({ owner: other, admin });
    const outsider = await createUser();
    await addMember(otherCompany, outsider, 'buyer');

    await expectRefused(() => patchMember(company, owner.uid, { role: 'buyer' }, owner), 409, 'conflict');
    await expectRefused(() => removeMember(company, owner.uid, owner), 409, 'conflict');
    await expectRefused(() => patchMember(company, outsider.uid, { orderLimit: 1 }, owner), 404, 'not-found');
    await expectRefused(() => removeMember(company, outsider.uid, owner), 404, 'not-found');
    await expectRefused(() => removeMember(company, 'nobody-uid', owner), 404, 'not-found');
    await expectRefused(() => removeMember({ id: 'no-such-company' }, buyer.uid, owner), 404, 'not-found');

    // A member acting in their own company, and the owner of another company acting on this one.
    await expectRefused(() => patchMember(company, buyer.uid, { orderLimit: null }, buyer), 403, 'permission-denied');
    await expectRefused(() => patchMember(company, buyer.uid, { role: 'approver' }, approver), 403, 'permission-denied');
    await expectRefused(() => removeMember(company, buyer.uid, approver), 403, 'permission-denied');
    await expectRefused(() => patchMember(company, buyer.uid, { orderLimit: null }, other), 403, 'permission-denied');
    await expectRefused(() => removeMember(company, approver.uid, other), 403, 'permission-denied');
    await expectRefused(() => removeMember(company, approver.uid, admin), 403, 'permission-denied');
  });
});

describe('removing an account', () => {
  it('deletes its membership; an owner removed leaves the company as it is', async () => {
    const { company, buyer } = await companyWithMembers();
    expect((await api('DELETE', `/user/${buyer.uid}`, { token: admin.token })).status).toBe(204);
    expect((await collections.memberships.doc(buyer.uid).get()).exists).toBe(false);
    expect((await api('DELETE', `/user/${owner.uid}`, { token: admin.token })).status).toBe(204);
    expect((await collections.memberships.doc(owner.uid).get()).exists).toBe(false);
    expect(await companyDoc(company.id)).toMatchObject({ status: 'approved', ownerUid: owner.uid });
  });
});

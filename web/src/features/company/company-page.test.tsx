import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invitation, Member, MyCompany } from '@store/contract/company';
import { describe, expect, it } from 'vitest';
import { answerApi, refusal } from '../../test/api-answers';
import { testMyCompany } from '../../test/my-company';
import { jsonResponse, renderWithProviders, sentRequests, signedIn } from '../../test/render';
import CompanyPage from './company-page';

const NO_COMPANY = refusal(404, 'not-found', 'You belong to no company');

const invitation: Invitation = {
  id: 'inv-1',
  companyId: 'company-1',
  companyName: 'Rahman Traders',
  email: 'customer@example.com',
  role: 'buyer',
  orderLimit: 50_000,
  invitedBy: 'owner@rahmantraders.com.bd',
  createdAt: '2026-09-10T08:00:00.000Z',
};

const owner: Member = { uid: 'customer-uid', email: 'customer@example.com', role: 'owner', orderLimit: null, joinedAt: '2026-09-01T08:00:00.000Z' };
const approver: Member = { uid: 'approver-uid', email: 'karim@rahmantraders.com.bd', role: 'approver', orderLimit: null, joinedAt: '2026-09-05T08:00:00.000Z' };
const buyer: Member = { uid: 'buyer-uid', email: 'sadia@rahmantraders.com.bd', role: 'buyer', orderLimit: 25_000, joinedAt: '2026-09-06T08:00:00.000Z' };

const ownerView = (fields: Partial<MyCompany> = {}) =>
  testMyCompany({
    role: 'owner',
    members: [owner, approver, buyer],
    invitations: [{ ...invitation, id: 'inv-2', email: 'new.buyer@example.com', orderLimit: null }],
    ...fields,
  });

function renderPage(options: { verified?: boolean; locale?: 'en' | 'bn' } = {}) {
  const { verified = true, locale = 'en' } = options;
  renderWithProviders(<CompanyPage />, {
    route: locale === 'bn' ? '/bn/dashboard/company' : '/dashboard/company',
    session: signedIn({ user: { emailVerified: verified } }),
    locale,
  });
  return userEvent.setup();
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

/** Fills the application form with a Dhaka wholesaler's details and sends it. */
async function applyAsRahmanTraders(user: ReturnType<typeof renderPage>) {
  await user.type(await screen.findByRole('textbox', { name: /^Company name/ }), 'Rahman Traders');
  await user.type(field(/^Trade licence number/), 'TRAD/DNCC/045123/2025');
  await user.type(field(/^Company address/), '14 Nawabpur Road, Dhaka 1100');
  await user.type(field(/^Company phone/), '+880 1711 000000');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('Company page without a company', () => {
  it('lists the invitations to the user, and joins a company with Accept', async () => {
    let joined = false;
    const fetchSpy = answerApi({
      'GET /api/companies/mine': () => (joined ? jsonResponse(testMyCompany({ orderLimit: 50_000 })) : NO_COMPANY()),
      'GET /api/companies/invitations': () => jsonResponse({ invitations: joined ? [] : [invitation] }),
      'POST /api/companies/invitations/inv-1/accept': () => {
        joined = true;
        return jsonResponse(testMyCompany({ orderLimit: 50_000 }));
      },
    });
    const user = renderPage();
    const invitations = await screen.findByRole('list', { name: 'Invitations to join a company' });
    expect(within(invitations).getByText('Rahman Traders')).toBeInTheDocument();
    expect(within(invitations).getByText('Invites you as a buyer, with an order limit of ৳50,000 · sent Sep 10, 2026')).toBeInTheDocument();

    await user.click(within(invitations).getByRole('button', { name: 'Accept the invitation of Rahman Traders' }));
    expect(await screen.findByText('You joined Rahman Traders')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Rahman Traders' })).toBeInTheDocument();
    expect(sentRequests(fetchSpy)).toContain('POST /api/companies/invitations/inv-1/accept');
  });

  it('says why an invitation cannot be accepted', async () => {
    answerApi({
      'GET /api/companies/mine': NO_COMPANY,
      'GET /api/companies/invitations': { invitations: [invitation] },
      'POST /api/companies/invitations/inv-1/accept': refusal(409, 'conflict', 'You already belong to a company'),
    });
    const user = renderPage({ locale: 'bn' });
    await user.click(await screen.findByRole('button', { name: 'Rahman Traders-এর আমন্ত্রণ গ্রহণ করুন' }));
    expect(await screen.findByText('আপনি ইতিমধ্যে একটি প্রতিষ্ঠানের সদস্য।')).toBeInTheDocument();
  });

  it('checks the application before sending it, each field saying what is wrong', async () => {
    const fetchSpy = answerApi({ 'GET /api/companies/mine': NO_COMPANY, 'GET /api/companies/invitations': { invitations: [] } });
    const user = renderPage();
    await screen.findByRole('form', { name: 'Apply for a trade account' });
    expect(screen.queryByRole('list', { name: 'Invitations to join a company' })).not.toBeInTheDocument();
    await user.type(field(/^Company phone/), 'call the office');
    await user.type(field(/^BIN/), 'x'.repeat(41));
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(field(/^Company name/)).toHaveAccessibleDescription('Company name is required'));
    expect(field(/^Trade licence number/)).toHaveAccessibleDescription('Trade licence number is required');
    expect(field(/^BIN/)).toHaveAccessibleDescription('BIN must be at most 40 characters');
    expect(field(/^Company address/)).toHaveAccessibleDescription('Address is required');
    expect(field(/^Company phone/)).toHaveAccessibleDescription('Phone may only contain digits, spaces, ( ) - and a leading +');
    expect(field(/^Company name/)).toHaveAttribute('aria-invalid', 'true');
    expect(sentRequests(fetchSpy).filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('says the same in Bangla on Bangla pages', async () => {
    answerApi({ 'GET /api/companies/mine': NO_COMPANY, 'GET /api/companies/invitations': { invitations: [] } });
    const user = renderPage({ locale: 'bn' });
    await user.click(await screen.findByRole('button', { name: 'আবেদন করুন' }));
    await waitFor(() => expect(field(/^প্রতিষ্ঠানের নাম/)).toHaveAccessibleDescription('প্রতিষ্ঠানের নাম লিখুন'));
    expect(field(/^ট্রেড লাইসেন্স নম্বর/)).toHaveAccessibleDescription('ট্রেড লাইসেন্স নম্বর লিখুন');
    expect(field(/^প্রতিষ্ঠানের ফোন নম্বর/)).toHaveAccessibleDescription('মোবাইল নম্বর লিখুন');
  });

  it('sends the application, and then says it is being reviewed', async () => {
    let applied = false;
    const application = testMyCompany({ status: 'applied', role: 'owner', creditLimit: 0, termsDays: null, outstanding: 0, available: 0, bin: undefined });
    const fetchSpy = answerApi({
      'GET /api/companies/mine': () => (applied ? jsonResponse(application) : NO_COMPANY()),
      'GET /api/companies/invitations': { invitations: [] },
      'POST /api/companies': () => {
        applied = true;
        return jsonResponse(application, 201);
      },
    });
    const user = renderPage();
    await applyAsRahmanTraders(user);

    expect(await screen.findByText('Your application is being reviewed')).toBeInTheDocument();
    expect(screen.getByText('Your application is sent. We will email you once it is decided.')).toBeInTheDocument();
    const [, init] = fetchSpy.mock.calls.find(([, request]) => request?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Rahman Traders',
      tradeLicence: 'TRAD/DNCC/045123/2025',
      address: '14 Nawabpur Road, Dhaka 1100',
      phone: '+880 1711 000000',
    });
    expect(screen.queryByRole('form', { name: 'Apply for a trade account' })).not.toBeInTheDocument();
  });

  it("shows the API's refusal of a field beside it", async () => {
    answerApi({
      'GET /api/companies/mine': NO_COMPANY,
      'GET /api/companies/invitations': { invitations: [] },
      'POST /api/companies': refusal(400, 'invalid-argument', 'tradeLicence is not valid', [{ field: 'tradeLicence', message: 'tradeLicence is already registered' }]),
    });
    const user = renderPage();
    await applyAsRahmanTraders(user);
    await waitFor(() => expect(field(/^Trade licence number/)).toHaveAccessibleDescription('Trade licence number is already registered'));
    expect(screen.getByRole('alert')).toHaveTextContent('tradeLicence is not valid');
  });

  it('asks a customer whose email is not verified to verify it first', async () => {
    answerApi({ 'GET /api/companies/mine': NO_COMPANY, 'GET /api/companies/invitations': { invitations: [] } });
    renderPage({ verified: false });
    expect(await screen.findByText('Verify your email to apply for a trade account')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Apply for a trade account' })).not.toBeInTheDocument();
  });

  it('shows a failed load readably, with Retry', async () => {
    answerApi({ 'GET /api/companies/mine': refusal(500, 'internal', 'Boom') });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your trade account. Boom');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('Company page of an application', () => {
  it('says a declined application was declined, why, and offers it again, filled in', async () => {
    answerApi({
      'GET /api/companies/mine': testMyCompany({ status: 'declined', role: 'owner', declineReason: 'The trade licence has expired.', creditLimit: 0, termsDays: null }),
    });
    renderPage();
    expect(await screen.findByText('Your application was declined')).toBeInTheDocument();
    expect(screen.getByText('Reason: The trade licence has expired.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Apply for a trade account' })).toBeInTheDocument();
    expect(field(/^Company name/)).toHaveValue('Rahman Traders');
    expect(field(/^Trade licence number/)).toHaveValue('TRAD/DNCC/045123/2025');
  });
});

describe('Company page of an approved account', () => {
  it("shows a buyer the account's credit, their role and order limit, and the way to the company's orders", async () => {
    answerApi({ 'GET /api/companies/mine': testMyCompany({ orderLimit: 25_000 }) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Rahman Traders' })).toBeInTheDocument();
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      'Credit limit': '৳500,000',
      Outstanding: '৳120,000',
      'Available credit': '৳380,000',
      Terms: 'Net 30 days',
      'Your role': 'Buyer',
      'Your order limit': '৳25,000',
    });
    expect(screen.getByRole('link', { name: 'Company orders' })).toHaveAttribute('href', '/dashboard/company/orders');
    expect(screen.queryByRole('link', { name: 'Statement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Members' })).not.toBeInTheDocument();
  });

  it('shows an approver the statement too, and no members', async () => {
    answerApi({ 'GET /api/companies/mine': testMyCompany({ role: 'approver' }) });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Statement' })).toHaveAttribute('href', '/dashboard/company/statement');
    expect(screen.queryByText('Your order limit')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Members' })).not.toBeInTheDocument();
  });

  it.each([
    ['administrator' as const, 'This account is on hold: account orders resume once an administrator releases it.'],
    ['overdue' as const, 'This account is on hold until its overdue invoices are paid.'],
  ])('says why the account is on hold (%s)', async (holdReason, text) => {
    answerApi({ 'GET /api/companies/mine': testMyCompany({ hold: true, holdReason }) });
    renderPage();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows the owner the members, each but the owner with Change and Remove, and the open invitations', async () => {
    answerApi({ 'GET /api/companies/mine': ownerView() });
    renderPage();
    const members = await screen.findByRole('table', { name: 'Members' });
    const rows = within(members).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 2).map((cell) => cell.textContent))).toEqual([
      ['Owner', '—'],
      ['Approver', '—'],
      ['Buyer', '৳25,000'],
    ]);
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'Change sadia@rahmantraders.com.bd' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'Remove sadia@rahmantraders.com.bd' })).toBeInTheDocument();
    const open = screen.getByRole('table', { name: 'Open invitations' });
    expect(within(open).getByText('new.buyer@example.com')).toBeInTheDocument();
    expect(within(open).getByText('No limit')).toBeInTheDocument();
  });

  it("changes a buyer's order limit, and makes a member an approver without one", async () => {
    const fetchSpy = answerApi({
      'GET /api/companies/mine': ownerView(),
      'PATCH /api/companies/company-1/members/buyer-uid': { ...buyer, orderLimit: 40_000 },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Change sadia@rahmantraders.com.bd' }));
    const dialog = screen.getByRole('dialog', { name: 'Change sadia@rahmantraders.com.bd' });
    const limit = within(dialog).getByRole('spinbutton', { name: 'Order limit' });
    expect(limit).toHaveValue(25_000);
    await user.clear(limit);
    await user.type(limit, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(limit).toHaveAccessibleDescription('Order limit must be at least 0'));
    await user.clear(limit);
    await user.type(limit, '40000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved the changes to sadia@rahmantraders.com.bd')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Change sadia@rahmantraders.com.bd' }));
    const again = screen.getByRole('dialog', { name: 'Change sadia@rahmantraders.com.bd' });
    await user.selectOptions(within(again).getByRole('combobox', { name: 'Role' }), 'Approver');
    expect(within(again).queryByRole('spinbutton', { name: 'Order limit' })).not.toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const bodies = fetchSpy.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies).toEqual([
      { role: 'buyer', orderLimit: 40_000 },
      { role: 'approver', orderLimit: null },
    ]);
  });

  it('removes a member once the owner confirms', async () => {
    const fetchSpy = answerApi({
      'GET /api/companies/mine': ownerView(),
      'DELETE /api/companies/company-1/members/approver-uid': () => new Response(null, { status: 204 }),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove karim@rahmantraders.com.bd' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this member?' });
    expect(dialog).toHaveTextContent('karim@rahmantraders.com.bd will no longer order for Rahman Traders or see its orders.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('karim@rahmantraders.com.bd was removed')).toBeInTheDocument();
    expect(sentRequests(fetchSpy)).toContain('DELETE /api/companies/company-1/members/approver-uid');
  });

  it('invites a buyer with an order limit, and an approver without one, checking the email first', async () => {
    const fetchSpy = answerApi({
      'GET /api/companies/mine': ownerView(),
      'POST /api/companies/company-1/members': () => jsonResponse({ ...invitation, email: 'rafiq@example.com' }, 201),
    });
    const user = renderPage();
    const form = await screen.findByRole('form', { name: 'Invite a member' });
    const email = within(form).getByRole('textbox', { name: /^Email/ });
    await user.type(email, 'not an email');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email is not a valid address'));

    await user.clear(email);
    await user.type(email, 'Rafiq@Example.com');
    await user.type(within(form).getByRole('spinbutton', { name: 'Order limit' }), '15000.50');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to rafiq@example.com')).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveValue(''));

    await user.type(email, 'hasan@example.com');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'Approver');
    expect(within(form).queryByRole('spinbutton', { name: 'Order limit' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(2));

    const bodies = fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies).toEqual([
      { email: 'rafiq@example.com', role: 'buyer', orderLimit: 15_000.5 },
      { email: 'hasan@example.com', role: 'approver' },
    ]);
  });

  it("says in Bangla that an invited email is already a member's", async () => {
    answerApi({
      'GET /api/companies/mine': ownerView(),
      'POST /api/companies/company-1/members': refusal(409, 'conflict', 'This email is already a member'),
    });
    const user = renderPage({ locale: 'bn' });
    const form = await screen.findByRole('form', { name: 'সদস্য আমন্ত্রণ করুন' });
    await user.type(within(form).getByRole('textbox', { name: /^ইমেইল/ }), 'karim@rahmantraders.com.bd');
    await user.click(within(form).getByRole('button', { name: 'আমন্ত্রণ পাঠান' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('এই ইমেইল ঠিকানাটি ইতিমধ্যে একজন সদস্যের।');
  });

  it('shows the account in Bangla, figures in Bengali digits', async () => {
    answerApi({ 'GET /api/companies/mine': testMyCompany({ orderLimit: 25_000 }) });
    renderPage({ locale: 'bn' });
    expect(await screen.findByText('৳৩,৮০,০০০')).toBeInTheDocument();
    expect(screen.getByText('৩০ দিনে পরিশোধ')).toBeInTheDocument();
    expect(screen.getByText('ক্রেতা')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'প্রতিষ্ঠানের অর্ডার' })).toHaveAttribute('href', '/bn/dashboard/company/orders');
  });
});

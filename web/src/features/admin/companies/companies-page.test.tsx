import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setIdTokenSource } from '../../../lib/api-client';
import { dhakaDay } from '@store/contract/dhaka-time';
import { changesSent, fakeCompanyApi, page, testApplication, testCompany } from '../../../test/company';
import { fakeMatchMedia } from '../../../test/match-media';
import { jsonResponse, LocationDisplay, renderWithProviders, sentRequests, signedIn } from '../../../test/render';
import CompaniesPage from './companies-page';

const APPLICATION = testApplication({ id: 'company-2', name: 'Karim Hardware', ownerEmail: 'karim@example.com', bin: undefined, tradeLicence: 'TRAD/CTG/7788' });
const ACCOUNT = testCompany();
const DECLINED = testCompany({
  id: 'company-3',
  name: 'Shapla Enterprise',
  ownerEmail: 'shapla@example.com',
  status: 'declined',
  declineReason: 'The trade licence has expired',
  creditLimit: 0,
  termsDays: null,
  outstanding: 0,
  available: 0,
});

const everyCompany = () => page([APPLICATION, ACCOUNT, DECLINED]);

function renderPage(search = '', locale: 'en' | 'bn' = 'en') {
  renderWithProviders(
    <>
      <CompaniesPage />
      <LocationDisplay />
    </>,
    { route: `${locale === 'bn' ? '/bn' : ''}/dashboard/companies${search}`, session: signedIn({ admin: true }), locale },
  );
  return userEvent.setup();
}

const row = (name: RegExp) => screen.findByRole('row', { name });
const buttonsOf = (element: HTMLElement) => within(element).queryAllByRole('button').map((button) => button.textContent);

describe('Companies: the list', () => {
  it('lists applications first, as the API orders them, with each company’s registration, status and figures', async () => {
    fakeCompanyApi({ lists: everyCompany });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
    await row(/Karim Hardware/);
    const rows = within(screen.getByRole('table', { name: 'All companies' })).getAllByRole('row').slice(1);
    expect(rows.map((tableRow) => within(tableRow).getByRole('rowheader').textContent)).toEqual([
      'Karim Hardwarekarim@example.comLicence TRAD/CTG/7788No BIN',
      'Rahman Tradersowner@rahmantraders.com.bdLicence TRAD/DNCC/045123/2025BIN 000123456-0101',
      'Shapla Enterpriseshapla@example.comLicence TRAD/DNCC/045123/2025BIN 000123456-0101',
    ]);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Company',
      'Status',
      'Credit limit',
      'Outstanding',
      'Available',
      'Actions',
    ]);

    const [application, account, declined] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(application).getByText('Applied')).toBeInTheDocument();
    // No figures before an administrator sets them.
    expect(within(application).getAllByText('—')).toHaveLength(3);
    expect(buttonsOf(application)).toEqual(['Approve', 'Decline']);

    expect(within(account).getByText('Approved')).toBeInTheDocument();
    expect(within(account).getByText('৳500,000')).toBeInTheDocument();
    expect(within(account).getByText('Net 30 days')).toBeInTheDocument();
    expect(within(account).getByText('৳120,000')).toBeInTheDocument();
    expect(within(account).getByText('৳380,000')).toBeInTheDocument();
    expect(buttonsOf(account)).toEqual(['Edit limit and terms', 'Put on hold', 'Record payment', 'Statement CSV']);
    expect(within(account).getByRole('button', { name: 'Edit limit and terms of Rahman Traders' })).toBeInTheDocument();

    expect(within(declined).getByText('Declined')).toBeInTheDocument();
    expect(within(declined).getByText('Reason: The trade licence has expired')).toBeInTheDocument();
    expect(buttonsOf(declined)).toEqual([]);
  });

  it('marks a hold and why, offers Release only from an administrator’s hold, and Record payment only while something is owed', async () => {
    fakeCompanyApi({
      lists: () =>
        page([
          testCompany({ id: 'held', name: 'Held Ltd', hold: true, holdReason: 'administrator' }),
          testCompany({ id: 'overdue', name: 'Overdue Ltd', hold: true, holdReason: 'overdue' }),
          testCompany({ id: 'paid-up', name: 'Paid Up Ltd', outstanding: 0, available: 500_000 }),
        ]),
    });
    renderPage();

    const held = await row(/Held Ltd/);
    expect(within(held).getByText('On hold')).toBeInTheDocument();
    expect(buttonsOf(held)).toEqual(['Edit limit and terms', 'Release', 'Record payment', 'Statement CSV']);
    const overdue = await row(/Overdue Ltd/);
    expect(within(overdue).getByText('On hold: overdue')).toBeInTheDocument();
    // An overdue order's hold ends when it is paid; an administrator may still hold the account too.
    expect(buttonsOf(overdue)).toEqual(['Edit limit and terms', 'Put on hold', 'Record payment', 'Statement CSV']);
    expect(buttonsOf(await row(/Paid Up Ltd/))).toEqual(['Edit limit and terms', 'Put on hold', 'Statement CSV']);
  });

  it('asks the API for one status when filtered, keeps it in the address, and offers the way back to all', async () => {
    const fetchSpy = fakeCompanyApi({ lists: (url) => (url.includes('status=declined') ? page([]) : page([APPLICATION, ACCOUNT])) });
    const user = renderPage();
    await row(/Karim Hardware/);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Declined' }));

    expect(await screen.findByText('No company has the status “Declined”')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/companies\?status=declined$/);
    await user.click(screen.getByRole('button', { name: 'Show all companies' }));
    await row(/Karim Hardware/);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/companies$/);
    expect(sentRequests(fetchSpy)).toEqual(['GET /api/companies?limit=50', 'GET /api/companies?status=declined&limit=50']);
  });

  it('opens with the status the address names', async () => {
    const fetchSpy = fakeCompanyApi({ lists: () => page([APPLICATION]) });
    renderPage('?status=applied');

    await row(/Karim Hardware/);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Applied');
    expect(sentRequests(fetchSpy)).toEqual(['GET /api/companies?status=applied&limit=50']);
  });

  it('loads more companies page after page', async () => {
    const fetchSpy = fakeCompanyApi({ lists: (url) => (url.includes('cursor=') ? page([DECLINED]) : page([APPLICATION, ACCOUNT], 'next-page')) });
    const user = renderPage();
    await row(/Rahman Traders/);

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await row(/Shapla Enterprise/);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(sentRequests(fetchSpy)).toEqual(['GET /api/companies?limit=50', 'GET /api/companies?limit=50&cursor=next-page']);
  });

  it('says when no company has applied yet', async () => {
    fakeCompanyApi({ lists: () => page([]) });
    renderPage();
    expect(await screen.findByText('No company has applied for a trade account yet')).toBeInTheDocument();
  });

  it('says why the list could not be read, with Retry', async () => {
    fakeCompanyApi({ lists: () => jsonResponse({ error: { code: 'internal', message: 'The server had a problem. Please try again.' } }, 500) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem. Please try again.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows one card per company on a phone, with the figures and the actions', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((query) => query.includes('max-width')));
    fakeCompanyApi({ lists: everyCompany });
    renderPage();

    const cards = await screen.findByRole('list', { name: 'All companies' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const account = within(cards).getByRole('article', { name: 'Rahman Traders' });
    expect(account).toHaveTextContent('Licence TRAD/DNCC/045123/2025BIN 000123456-0101');
    expect(account).toHaveTextContent('Credit limit৳500,000');
    expect(account).toHaveTextContent('Payment termsNet 30 days');
    expect(account).toHaveTextContent('Outstanding৳120,000');
    expect(account).toHaveTextContent('Available৳380,000');
    expect(buttonsOf(account)).toEqual(['Edit limit and terms', 'Put on hold', 'Record payment', 'Statement CSV']);
    expect(buttonsOf(within(cards).getByRole('article', { name: 'Karim Hardware' }))).toEqual(['Approve', 'Decline']);
  });
});

describe('Companies: hold and release', () => {
  it('puts an account on hold once confirmed, and releases one at once', async () => {
    const held = testCompany({ id: 'company-9', name: 'Held Ltd', hold: true, holdReason: 'administrator' });
    const fetchSpy = fakeCompanyApi({
      lists: () => page([ACCOUNT, held]),
      changes: [jsonResponse({ ...ACCOUNT, hold: true, holdReason: 'administrator' }), jsonResponse({ ...held, hold: false, holdReason: null })],
    });
    const user = renderPage();

    await user.click(within(await row(/Rahman Traders/)).getByRole('button', { name: 'Put on hold: Rahman Traders' }));
    const confirm = screen.getByRole('dialog', { name: 'Put Rahman Traders on hold?' });
    expect(confirm).toHaveTextContent('Its members cannot place or approve account orders until you release it.');
    await user.click(within(confirm).getByRole('button', { name: 'Put on hold' }));
    expect(await screen.findByText('Rahman Traders is on hold')).toBeInTheDocument();

    await user.click(within(await row(/Held Ltd/)).getByRole('button', { name: 'Release Held Ltd from hold' }));
    expect(await screen.findByText('Held Ltd is released from hold')).toBeInTheDocument();
    expect(changesSent(fetchSpy)).toEqual(['PATCH /api/companies/company-1 {"hold":true}', 'PATCH /api/companies/company-9 {"hold":false}']);
  });

  it('says why a release was refused', async () => {
    const held = testCompany({ hold: true, holdReason: 'administrator' });
    fakeCompanyApi({
      lists: () => page([held]),
      changes: [jsonResponse({ error: { code: 'invalid-transition', message: 'Only an approved company changes its limit, terms or hold' } }, 409)],
    });
    const user = renderPage();
    await user.click(within(await row(/Rahman Traders/)).getByRole('button', { name: 'Release Rahman Traders from hold' }));
    expect(await screen.findByText('Only an approved company changes its limit, terms or hold')).toBeInTheDocument();
  });
});

describe('Companies: statement', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    setIdTokenSource(null);
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  /** Catches the file the page hands to the browser: the link that downloads it. */
  function catchDownloads() {
    const downloads: { href: string; download: string }[] = [];
    // jsdom has no object URLs, and a click on a link would try to navigate.
    Object.assign(URL, { createObjectURL: () => 'blob:statement', revokeObjectURL: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.getAttribute('href')!, download: this.download });
    });
    return downloads;
  }

  it('downloads the company’s statement as CSV with the administrator’s token', async () => {
    setIdTokenSource(async () => 'admin-id-token');
    const downloads = catchDownloads();
    const fetchSpy = fakeCompanyApi({ lists: () => page([ACCOUNT]), changes: [new Response('order,amount\r\n', { headers: { 'Content-Type': 'text/csv' } })] });
    const user = renderPage();

    await user.click(within(await row(/Rahman Traders/)).getByRole('button', { name: 'Statement CSV of Rahman Traders' }));

    await waitFor(() => expect(downloads).toEqual([{ href: 'blob:statement', download: `statement-company-1-${dhakaDay()}.csv` }]));
    const [url, init] = fetchSpy.mock.calls.find(([input]) => String(input).includes('/statement'))!;
    expect(url).toBe('/api/companies/company-1/statement?format=csv');
    expect(init).toMatchObject({ headers: { Authorization: 'Bearer admin-id-token', Accept: 'text/csv, application/json;q=0.5' } });
  });

  it('says why the statement could not be downloaded', async () => {
    const downloads = catchDownloads();
    fakeCompanyApi({ lists: () => page([ACCOUNT]), changes: [jsonResponse({ error: { code: 'not-found', message: 'No such company' } }, 404)] });
    const user = renderPage();
    await user.click(within(await row(/Rahman Traders/)).getByRole('button', { name: 'Statement CSV of Rahman Traders' }));
    expect(await screen.findByText('Could not download the statement of Rahman Traders. No such company')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });
});

describe('Companies in Bangla', () => {
  it('names the page, its columns, statuses and actions in Bangla, with figures in Bengali digits', async () => {
    fakeCompanyApi({ lists: everyCompany });
    renderPage('', 'bn');

    expect(screen.getByRole('heading', { level: 1, name: 'প্রতিষ্ঠান' })).toBeInTheDocument();
    const account = await row(/Rahman Traders/);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'প্রতিষ্ঠান',
      'অবস্থা',
      'ক্রেডিট লিমিট',
      'বকেয়া',
      'ব্যবহারযোগ্য ক্রেডিট',
      'করণীয়',
    ]);
    expect(within(account).getByText('অনুমোদিত')).toBeInTheDocument();
    expect(within(account).getByText('লাইসেন্স TRAD/DNCC/045123/2025')).toBeInTheDocument();
    expect(within(account).getByText('BIN নম্বর 000123456-0101')).toBeInTheDocument();
    expect(within(account).getByText('৳৫,০০,০০০')).toBeInTheDocument();
    expect(within(account).getByText('৩০ দিনে পরিশোধ')).toBeInTheDocument();
    expect(within(account).getByText('৳১,২০,০০০')).toBeInTheDocument();
    expect(buttonsOf(account)).toEqual(['লিমিট ও মেয়াদ বদলান', 'স্থগিত করুন', 'পেমেন্ট রেকর্ড করুন', 'স্টেটমেন্ট CSV']);
    expect(buttonsOf(await row(/Karim Hardware/))).toEqual(['অনুমোদন দিন', 'নাকচ করুন']);
    expect(screen.getByRole('combobox', { name: 'অবস্থা' })).toHaveTextContent('সব');
  });
});

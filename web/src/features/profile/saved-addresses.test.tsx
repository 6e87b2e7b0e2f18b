import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressBook, SavedAddress } from '@store/contract/address-book';
import type { Locale } from '@store/contract/locale';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { jsonResponse, renderWithProviders, sentRequests, signedIn } from '../../test/render';
import ProfilePage from './profile-page';

vi.mock('firebase/auth', () => ({ updateProfile: vi.fn(async () => {}), sendEmailVerification: vi.fn(async () => {}) }));

const home: SavedAddress = { id: 'home', label: 'Home', lines: 'House 12, Road 5, Block C', area: 'Mirpur', district: 'dhaka' };
const site: SavedAddress = { id: 'site', lines: 'Ward 3, Station Road', area: 'Sadar', district: 'bogura' };

let book: AddressBook;
let fetchSpy: MockInstance<typeof fetch>;

/** The address book's routes as the server answers them, over `book`; `refusal` answers the next change instead. */
function serveBook(refusal?: Response) {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (method === 'GET' && url === '/api/addresses') return jsonResponse(book);
    if (refusal) return refusal;
    if (method === 'POST' && url === '/api/addresses') {
      const { default: asDefault, ...fields } = body;
      const id = `added-${book.addresses.length}`;
      book = { addresses: [...book.addresses, { id, ...fields }], defaultId: asDefault || !book.defaultId ? id : book.defaultId };
      return jsonResponse({ ...book, id }, 201);
    }
    const id = url.split('/').at(-1)!;
    if (method === 'PATCH') {
      const { default: asDefault, label, ...fields } = body;
      book = {
        addresses: book.addresses.map((address) => {
          if (address.id !== id) return address;
          const { label: _label, ...rest } = address;
          return { ...rest, ...(label === null ? {} : { label: label ?? address.label }), ...fields };
        }),
        defaultId: asDefault ? id : book.defaultId,
      };
      return jsonResponse(book);
    }
    if (method === 'DELETE') {
      const addresses = book.addresses.filter((address) => address.id !== id);
      book = { addresses, defaultId: book.defaultId === id ? (addresses[0]?.id ?? null) : book.defaultId };
      return jsonResponse(null, 204);
    }
    throw new Error(`unexpected ${method} ${url}`);
  });
}

function renderPage(locale: Locale = 'en') {
  renderWithProviders(<ProfilePage />, { route: `${locale === 'bn' ? '/bn' : ''}/dashboard/myprofile`, session: signedIn(), locale });
  return userEvent.setup();
}

const section = async (name = 'Saved addresses') => within(await screen.findByRole('region', { name }));
const changes = () => sentRequests(fetchSpy).filter((request) => request !== 'GET /api/addresses');

beforeEach(() => {
  book = { addresses: [home, site], defaultId: 'home' };
});

describe('My Profile: saved addresses', () => {
  it('lists each address with its label, street lines, area and district, the default marked', async () => {
    serveBook();
    renderPage();
    const addresses = await section();
    const items = await addresses.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Home', 'Ward 3, Station Road']);
    expect(within(items[0]!).getByText('Default')).toBeInTheDocument();
    expect(within(items[0]!).getByText('House 12, Road 5, Block C')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Mirpur, Dhaka')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Sadar, Bogura')).toBeInTheDocument();
    // The default has no "Make default"; each control names the address it acts on.
    expect(within(items[0]!).queryByRole('button', { name: /^Make default/ })).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Make default: Ward 3, Station Road' })).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: 'Edit Home' })).toBeInTheDocument();
  });

  it('names the districts in Bangla on a Bangla page', async () => {
    serveBook();
    renderPage('bn');
    const addresses = await section('সংরক্ষিত ঠিকানা');
    // The area is the buyer's own words; the district is named in the page's language.
    expect(await addresses.findByText('Mirpur, ঢাকা')).toBeInTheDocument();
    expect(addresses.getByText('Sadar, বগুড়া')).toBeInTheDocument();
    expect(addresses.getByText('ডিফল্ট')).toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    book = { addresses: [], defaultId: null };
    serveBook();
    renderPage();
    expect(await (await section()).findByText(/No saved addresses yet/)).toBeInTheDocument();
  });

  it('adds an address with a label and its district chosen from the list, as the default when asked', async () => {
    serveBook();
    const user = renderPage();
    await user.click(await (await section()).findByRole('button', { name: 'Add address' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add an address' }));
    await user.type(dialog.getByLabelText(/^Label/), 'Site office');
    await user.type(dialog.getByLabelText(/^Street address/), 'Plot 9, CDA Avenue');
    await user.type(dialog.getByLabelText(/^Area/), 'Panchlaish');
    const district = dialog.getByRole('combobox', { name: /^District/ });
    await user.type(district, 'Chatto');
    await user.click(await screen.findByRole('option', { name: 'Chattogram' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Make this my default address' }));
    await user.click(dialog.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    expect(changes()).toEqual(['POST /api/addresses {"label":"Site office","lines":"Plot 9, CDA Avenue","area":"Panchlaish","district":"chattogram","default":true}']);
    const items = await (await section()).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[2]!).getByText('Default')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Panchlaish, Chattogram')).toBeInTheDocument();
  });

  it('asks for the street, the area and the district before sending', async () => {
    serveBook();
    const user = renderPage();
    await user.click(await (await section()).findByRole('button', { name: 'Add address' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add an address' }));
    await user.click(dialog.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(dialog.getByLabelText(/^Street address/)).toHaveAccessibleDescription('Write the house and road'));
    expect(dialog.getByLabelText(/^Area/)).toHaveAccessibleDescription('Write the thana or upazila');
    expect(dialog.getByRole('combobox', { name: /^District/ })).toHaveAccessibleDescription('Choose the district');
    expect(changes()).toEqual([]);
  });

  it('edits an address, taking its label away when emptied', async () => {
    serveBook();
    const user = renderPage();
    await user.click(await (await section()).findByRole('button', { name: 'Edit Home' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit the address' }));
    expect(dialog.getByLabelText(/^Street address/)).toHaveValue('House 12, Road 5, Block C');
    expect(dialog.getByRole('combobox', { name: /^District/ })).toHaveValue('Dhaka');
    // The default is the default: nothing to tick.
    expect(dialog.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.clear(dialog.getByLabelText(/^Label/));
    await user.clear(dialog.getByLabelText(/^Area/));
    await user.type(dialog.getByLabelText(/^Area/), 'Pallabi');
    await user.click(dialog.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    expect(changes()).toEqual(['PATCH /api/addresses/home {"label":null,"lines":"House 12, Road 5, Block C","area":"Pallabi","district":"dhaka"}']);
    expect(await (await section()).findByRole('heading', { name: 'House 12, Road 5, Block C' })).toBeInTheDocument();
  });

  it('makes another address the default', async () => {
    serveBook();
    const user = renderPage();
    await user.click(await (await section()).findByRole('button', { name: 'Make default: Ward 3, Station Road' }));
    expect(await screen.findByText('Ward 3, Station Road is now your default address')).toBeInTheDocument();
    expect(changes()).toEqual(['PATCH /api/addresses/site {"default":true}']);
    const items = (await section()).getAllByRole('listitem');
    expect(within(items[1]!).getByText('Default')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: 'Make default: Home' })).toBeInTheDocument();
  });

  it('deletes an address once confirmed, and not when the confirmation is cancelled', async () => {
    serveBook();
    const user = renderPage();
    await user.click(await (await section()).findByRole('button', { name: 'Delete Home' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Delete this address?' }));
    expect(dialog.getByText(/Home will no longer be offered at checkout/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes()).toEqual([]);

    await user.click((await section()).getByRole('button', { name: 'Delete Home' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Delete this address?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Address deleted')).toBeInTheDocument();
    expect(changes()).toEqual(['DELETE /api/addresses/home']);
    await waitFor(async () => expect((await section()).getAllByRole('listitem')).toHaveLength(1));
    // The one left is the default now.
    expect((await section()).getByText('Default')).toBeInTheDocument();
  });

  it('closes Add address once the book has 10, and says why; a refusal of a change is said in the dialog', async () => {
    book = {
      addresses: Array.from({ length: 10 }, (_, n) => ({ id: `a${n}`, lines: `House ${n}, Road 1`, area: 'Uttara', district: 'dhaka' })),
      defaultId: 'a0',
    };
    serveBook(jsonResponse({ error: { code: 'not-found', message: 'Address not found' } }, 404));
    const user = renderPage();
    const addresses = await section();
    expect(await addresses.findByRole('button', { name: 'Add address' })).toBeDisabled();
    expect(addresses.getByText('Your address book is full (10 addresses): delete one to add another.')).toBeInTheDocument();
    await user.click(addresses.getByRole('button', { name: 'Edit House 3, Road 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit the address' }));
    await user.click(dialog.getByRole('button', { name: 'Save address' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(/./);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

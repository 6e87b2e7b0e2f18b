import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, signedIn } from '../../../test/render';
import AddProductPage from './add-product-page';

const VALID = {
  name: 'Cordless Drill 18V',
  picture: '/tools/drill.svg',
  description: 'A light drill for everyday work.',
  price: '49.99',
  minimum: '10',
  available: '500',
};

function fields() {
  return {
    name: screen.getByRole('textbox', { name: /^name/i }),
    picture: screen.getByRole('textbox', { name: /^picture 1/i }),
    description: screen.getByRole('textbox', { name: /^description/i }),
    price: screen.getByRole('spinbutton', { name: /^price/i }),
    minimum: screen.getByRole('spinbutton', { name: /^minimum order/i }),
    available: screen.getByRole('spinbutton', { name: /^available units/i }),
  };
}

async function fillForm(values: Partial<typeof VALID>) {
  const user = userEvent.setup();
  const inputs = fields();
  for (const [key, value] of Object.entries({ ...VALID, ...values }) as [keyof typeof VALID, string][]) {
    await user.clear(inputs[key]);
    // Pasted rather than typed: the form's checks run on the value, and a key at a time re-renders the whole form.
    if (value) await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Add product' }));
  return inputs;
}

function renderPage() {
  return renderWithProviders(<AddProductPage />, { route: '/dashboard/addproduct', session: signedIn({ admin: true }) });
}

describe('Add Product', () => {
  it.each([
    ['name', { name: '' }, 'name is required'],
    ['picture', { picture: 'javascript:alert(1)' }, 'picture must be an https link or a path on this site'],
    ['picture', { picture: 'http://example.com/drill.png' }, 'picture must be an https link or a path on this site'],
    ['description', { description: '   ' }, 'description is required'],
    ['price', { price: '0' }, 'price must be more than 0'],
    ['minimum', { minimum: '1.5' }, 'minimum must be a whole number'],
    ['available', { available: '-1' }, 'available cannot be negative'],
  ] as const)('shows the %s error beside the field for %j and sends nothing', async (field, values, message) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage();

    const inputs = await fillForm(values);

    await waitFor(() => expect(inputs[field]).toHaveAccessibleDescription(message));
    expect(inputs[field]).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks for every field of an empty form', async () => {
    renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add product' }));

    const inputs = fields();
    await waitFor(() => expect(inputs.name).toHaveAccessibleDescription('name is required'));
    expect(inputs.picture).toHaveAccessibleDescription('picture is required');
    expect(inputs.description).toHaveAccessibleDescription('description is required');
    expect(inputs.price).toHaveAccessibleDescription('price must be a number');
    expect(inputs.minimum).toHaveAccessibleDescription('minimum must be a number');
    expect(inputs.available).toHaveAccessibleDescription('available must be a number');
  });

  it('adds a valid tool once, says so and empties the form', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ id: 'new-tool' }, 201));
    renderPage();

    const inputs = await fillForm({});

    expect(await screen.findByText('New Tool added successfully!!!')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/tools');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: VALID.name,
      picture: VALID.picture,
      pictures: [VALID.picture],
      description: VALID.description,
      price: 49.99,
      minimum: 10,
      available: 500,
      specs: {},
      priceTiers: [],
      // No Bangla written: none sent, and Bangla pages show the English.
      i18n: {},
    });
    await waitFor(() => expect(inputs.name).toHaveValue(''));
    expect(inputs.picture).toHaveValue('');
    expect(inputs.description).toHaveValue('');
    expect(inputs.price).toHaveValue(null);
  });

  it('sends the release 2 fields: sku, category, power source, specs, several pictures and volume prices', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ id: 'new-tool' }, 201));
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^sku/i }), 'vf-dd-18');
    await user.selectOptions(screen.getByRole('combobox', { name: /^category/i }), 'drills-drivers');
    await user.selectOptions(screen.getByRole('combobox', { name: /^power source/i }), 'battery');
    await user.type(screen.getByRole('spinbutton', { name: /^voltage/i }), '18');
    await user.type(screen.getByRole('spinbutton', { name: /^weight/i }), '1.6');
    await user.click(screen.getByRole('button', { name: 'Add a picture' }));
    await user.type(screen.getByRole('textbox', { name: /^picture 2/i }), '/tools/drill-side.svg');
    await user.click(screen.getByRole('button', { name: 'Add a volume price' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Tier 1: from quantity' }), '50');
    await user.type(screen.getByRole('spinbutton', { name: 'Tier 1: unit price' }), '44.5');

    await fillForm({});

    await screen.findByText('New Tool added successfully!!!');
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toMatchObject({
      sku: 'VF-DD-18',
      category: 'drills-drivers',
      powerSource: 'battery',
      specs: { voltage: 18, weightKg: 1.6 },
      picture: VALID.picture,
      pictures: [VALID.picture, '/tools/drill-side.svg'],
      priceTiers: [{ minQuantity: 50, unitPrice: 44.5 }],
    });
  });

  it('sends the pictures in the order the administrator put them, the new first one as the picture', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ id: 'new-tool' }, 201));
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^picture 1/i }), VALID.picture);
    await user.click(screen.getByRole('button', { name: 'Add a picture' }));
    await user.type(screen.getByRole('textbox', { name: /^picture 2/i }), '/tools/drill-side.svg');
    await user.click(screen.getByRole('button', { name: 'Move picture 2 up' }));

    // The rest of the form, with picture 1 as it now is.
    await fillForm({ picture: '/tools/drill-side.svg' });

    await screen.findByText('New Tool added successfully!!!');
    const body = JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body)) as { picture: string; pictures: string[] };
    expect(body.picture).toBe('/tools/drill-side.svg');
    expect(body.pictures).toEqual(['/tools/drill-side.svg', VALID.picture]);
  });

  it.each([
    ['SKU', 'textbox', /^sku/i, 'v f', 'sku must be 3 to 32 of A-Z, 0-9 and -'],
    ['voltage', 'spinbutton', /^voltage/i, '0', 'voltage must be more than 0'],
    ['warranty', 'spinbutton', /^warranty/i, '1.5', 'warrantyMonths must be a whole number'],
  ] as const)('shows the %s error beside its field and sends nothing', async (_name, role, label, value, message) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage();
    await userEvent.setup().type(screen.getByRole(role, { name: label }), value);
    await fillForm({});
    await waitFor(() => expect(screen.getByRole(role, { name: label })).toHaveAccessibleDescription(message));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('checks volume prices against the price, the minimum and each other, beside each field', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage();
    const user = userEvent.setup();
    for (const [minQuantity, unitPrice] of [
      ['10', '45'],
      ['20', '49.99'],
      ['15', '40'],
    ]) {
      await user.click(screen.getByRole('button', { name: 'Add a volume price' }));
      const row = screen.getAllByRole('spinbutton', { name: /from quantity/ }).length;
      await user.type(screen.getByRole('spinbutton', { name: `Tier ${row}: from quantity` }), minQuantity!);
      await user.type(screen.getByRole('spinbutton', { name: `Tier ${row}: unit price` }), unitPrice!);
    }
    await fillForm({});

    const field = (name: string) => screen.getByRole('spinbutton', { name });
    await waitFor(() => expect(field('Tier 1: from quantity')).toHaveAccessibleDescription('minQuantity must be more than the minimum order (10)'));
    expect(field('Tier 2: unit price')).toHaveAccessibleDescription('unitPrice must be below the tier before (45)');
    expect(field('Tier 3: from quantity')).toHaveAccessibleDescription('minQuantity must be more than the tier before (20)');
    expect(screen.getByRole('button', { name: 'Add a volume price' })).toBeEnabled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('takes at most 8 pictures and 5 volume prices', async () => {
    renderPage();
    const user = userEvent.setup();
    for (let n = 1; n < 8; n++) await user.click(screen.getByRole('button', { name: 'Add a picture' }));
    expect(screen.getAllByRole('textbox', { name: /^picture/i })).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Add a picture' })).toBeDisabled();
    for (let n = 0; n < 5; n++) await user.click(screen.getByRole('button', { name: 'Add a volume price' }));
    expect(screen.getByRole('button', { name: 'Add a volume price' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove picture 2' }));
    expect(screen.getAllByRole('textbox', { name: /^picture/i })).toHaveLength(7);
  });

  it('shows a taken sku beside the SKU field', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ error: { code: 'sku-taken', message: 'Another tool has the sku VF-1', details: [{ field: 'sku', message: 'sku VF-1 is taken' }] } }, 409),
    );
    renderPage();
    await userEvent.setup().type(screen.getByRole('textbox', { name: /^sku/i }), 'VF-1');
    await fillForm({});
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^sku/i })).toHaveAccessibleDescription('sku VF-1 is taken'));
  });

  it('shows the server refusal and keeps what was typed', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(
        { error: { code: 'invalid-argument', message: 'name is too long', details: [{ field: 'name', message: 'name is too long' }] } },
        400,
      ),
    );
    renderPage();

    const inputs = await fillForm({});

    await waitFor(() => expect(inputs.name).toHaveAccessibleDescription('name is too long'));
    expect(screen.getByRole('alert')).toHaveTextContent('name is too long');
    expect(inputs.name).toHaveValue(VALID.name);
    expect(screen.queryByText('New Tool added successfully!!!')).not.toBeInTheDocument();
  });
});

describe('Add Product in Bangla', () => {
  it('names the page and its fields in Bangla, and the contract’s refusals too, with Bengali digits', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<AddProductPage />, { route: '/bn/dashboard/addproduct', locale: 'bn', session: signedIn({ admin: true }) });
    expect(screen.getByRole('heading', { level: 1, name: 'পণ্য যোগ করুন' })).toBeInTheDocument();
    const user = userEvent.setup();
    const submit = () => user.click(screen.getByRole('button', { name: 'পণ্য যোগ করুন' }));

    await submit();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^নাম/ })).toHaveAccessibleDescription('নাম দিতে হবে'));
    expect(screen.getByRole('spinbutton', { name: /^স্টকে কত ইউনিট/ })).toHaveAccessibleDescription('স্টকের ইউনিট সংখ্যায় লিখুন');

    await user.type(screen.getByRole('textbox', { name: /^নাম/ }), VALID.name);
    await user.type(screen.getByRole('textbox', { name: /^ছবি ১/ }), VALID.picture);
    await user.type(screen.getByRole('textbox', { name: /^বিবরণ/ }), VALID.description);
    await user.type(screen.getByRole('spinbutton', { name: /^দাম/ }), '45');
    await user.type(screen.getByRole('spinbutton', { name: /^ন্যূনতম অর্ডার/ }), '10');
    await user.type(screen.getByRole('spinbutton', { name: /^স্টকে কত ইউনিট/ }), '500');
    await user.click(screen.getByRole('button', { name: 'আরেকটি পরিমাণভিত্তিক দাম যোগ করুন' }));
    await user.type(screen.getByRole('spinbutton', { name: 'ধাপ ১: কত ইউনিট থেকে' }), '10');
    await user.type(screen.getByRole('spinbutton', { name: 'ধাপ ১: প্রতি ইউনিটের দাম' }), '40');
    await submit();

    await waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: 'ধাপ ১: কত ইউনিট থেকে' })).toHaveAccessibleDescription('পরিমাণ ন্যূনতম অর্ডারের (১০) চেয়ে বেশি হতে হবে'),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

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
    picture: screen.getByRole('textbox', { name: /^picture/i }),
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
    if (value) await user.type(inputs[key], value);
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
      description: VALID.description,
      price: 49.99,
      minimum: 10,
      available: 500,
    });
    await waitFor(() => expect(inputs.name).toHaveValue(''));
    expect(inputs.picture).toHaveValue('');
    expect(inputs.description).toHaveValue('');
    expect(inputs.price).toHaveValue(null);
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

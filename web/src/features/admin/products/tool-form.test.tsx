import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ToolInput } from '@store/contract/tool';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ToolForm } from './tool-form';
import type { ToolFormValues } from './tool-form-fields';

const FRONT = '/tools/drill-front.svg';
const SIDE = '/tools/drill-side.svg';
const CASE = 'https://cdn.example.com/drill-case.png';

const DRILL: ToolFormValues = {
  name: 'Cordless Drill',
  pictures: [FRONT, SIDE, CASE],
  description: 'A light drill for everyday work.',
  price: 49.99,
  minimum: 5,
  available: 100,
  priceTiers: [],
};

function renderForm(initialValues = DRILL) {
  const onSubmit = vi.fn<(values: ToolInput) => Promise<void>>().mockResolvedValue(undefined);
  renderWithProviders(<ToolForm initialValues={initialValues} submitLabel="Save changes" onSubmit={onSubmit} />);
  return onSubmit;
}

const links = () => screen.getAllByRole('textbox', { name: /^picture \d/i }).map((field) => (field as HTMLInputElement).value);
const previews = () => screen.getAllByRole('img', { name: /^picture \d preview$/i }).map((img) => img.getAttribute('src'));
/** The link of the preview captioned "Main picture". */
const mainPreview = () => within(screen.getByText('Main picture').parentElement!).getByRole('img').getAttribute('src');
const button = (name: string) => screen.getByRole('button', { name });

describe('ToolForm pictures', () => {
  it('captions the first picture as the main one and offers to move each picture up or down, by its position', () => {
    renderForm();

    expect(screen.getAllByText('Main picture')).toHaveLength(1);
    expect(mainPreview()).toBe(FRONT);
    expect(previews()).toEqual([FRONT, SIDE, CASE]);
    expect(button('Move picture 1 up')).toBeDisabled();
    expect(button('Move picture 1 down')).toBeEnabled();
    expect(button('Move picture 2 up')).toBeEnabled();
    expect(button('Move picture 3 up')).toBeEnabled();
    expect(button('Move picture 3 down')).toBeDisabled();
  });

  it('moves a picture up, with its preview, keeps the focus on it and says where it went', async () => {
    renderForm();
    const user = userEvent.setup();

    await user.click(button('Move picture 3 up'));

    expect(links()).toEqual([FRONT, CASE, SIDE]);
    expect(previews()).toEqual([FRONT, CASE, SIDE]);
    expect(button('Move picture 2 up')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Picture 3 is now picture 2');

    // Enter again on the focused button: the same picture goes on up, and becomes the main one.
    await user.keyboard('{Enter}');

    expect(links()).toEqual([CASE, FRONT, SIDE]);
    expect(mainPreview()).toBe(CASE);
    expect(screen.getByRole('status')).toHaveTextContent('Picture 2 is now picture 1, the main picture');
    // At the top its Move up is disabled: the focus goes to its Move down.
    expect(button('Move picture 1 down')).toHaveFocus();
  });

  it('moves the main picture down with the keyboard, and the next one becomes the main picture', async () => {
    renderForm();
    const user = userEvent.setup();
    button('Move picture 1 down').focus();

    await user.keyboard(' ');

    expect(links()).toEqual([SIDE, FRONT, CASE]);
    expect(mainPreview()).toBe(SIDE);
    expect(button('Move picture 2 down')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(links()).toEqual([SIDE, CASE, FRONT]);
    expect(button('Move picture 3 up')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Picture 2 is now picture 3');

    // Once another change is made to the list, the note of the last move is gone.
    await user.click(button('Remove picture 1'));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('submits the pictures in their new order, the first as the picture', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();

    await user.click(button('Move picture 2 up'));
    await user.click(button('Move picture 2 down'));
    await user.click(button('Save changes'));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ picture: SIDE, pictures: [SIDE, CASE, FRONT] });
  });

  it('keeps a link typed before the move with its picture, and its preview too', async () => {
    renderForm({ ...DRILL, pictures: [FRONT] });
    const user = userEvent.setup();
    await user.click(button('Add a picture'));
    await user.type(screen.getByRole('textbox', { name: /^picture 2/i }), SIDE);
    expect(button('Move picture 2 down')).toBeDisabled();

    await user.click(button('Move picture 2 up'));

    expect(links()).toEqual([SIDE, FRONT]);
    expect(mainPreview()).toBe(SIDE);
  });

  it('moves a picture whose link is refused together with its error, once the form has been submitted', async () => {
    const onSubmit = renderForm({ ...DRILL, pictures: [FRONT, 'http://example.com/plain.png'] });
    const user = userEvent.setup();
    await user.click(button('Save changes'));
    const second = screen.getByRole('textbox', { name: /^picture 2/i });
    await waitFor(() => expect(second).toHaveAccessibleDescription('picture must be an https link or a path on this site'));

    await user.click(button('Move picture 2 up'));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^picture 1/i })).toHaveAccessibleDescription('picture must be an https link or a path on this site'),
    );
    expect(screen.getByRole('textbox', { name: /^picture 2/i })).not.toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('ToolForm in Bangla', () => {
  it('sends the Bangla name and description written, and none when both are left empty', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(button('Save changes'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].i18n).toEqual({});

    const name = screen.getByRole('textbox', { name: 'বাংলায় নাম' });
    expect(name).toHaveAttribute('lang', 'bn');
    await user.click(name);
    await user.paste('কর্ডলেস ড্রিল');
    await user.click(button('Save changes'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0].i18n).toEqual({ bn: { name: 'কর্ডলেস ড্রিল' } });
  });

  it('starts from the tool’s Bangla text, and sends none once both fields are emptied', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({ ...DRILL, i18n: { bn: { name: 'ড্রিল', description: 'হালকা ড্রিল।' } } });
    expect(screen.getByRole('textbox', { name: 'বাংলায় বিবরণ' })).toHaveValue('হালকা ড্রিল।');
    await user.clear(screen.getByRole('textbox', { name: 'বাংলায় নাম' }));
    await user.clear(screen.getByRole('textbox', { name: 'বাংলায় বিবরণ' }));
    await user.click(button('Save changes'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].i18n).toEqual({});
  });
});

import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthSubmit } from './auth-inputs';

describe('AuthSubmit', () => {
  it('is disabled in the server-rendered HTML, so the browser cannot send the form (password in the address) before the app runs', () => {
    const html = renderToString(<AuthSubmit busy={false} label="Login" busyLabel="Logging in…" />);
    expect(html).toMatch(/<button[^>]*disabled/);
  });

  it('is enabled once the app runs, and says what it is doing while the form is sent', () => {
    const { rerender } = render(<AuthSubmit busy={false} label="Login" busyLabel="Logging in…" />);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    rerender(<AuthSubmit busy label="Login" busyLabel="Logging in…" />);
    expect(screen.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { siteOrigin } from './site-origin';

// The store's address, as it gives it to the payment gateway and writes it into mails: from STORE_ORIGIN only.

const configured = process.env.STORE_ORIGIN;
afterEach(() => {
  process.env.STORE_ORIGIN = configured;
});

const request = (headers: Record<string, string>) => ({ get: (name: string) => headers[name.toLowerCase()] });

describe('siteOrigin', () => {
  it('answers the configured address a request came through, and the first one for any other', () => {
    process.env.STORE_ORIGIN = 'https://shop.example.com, https://voltforge.web.app/';
    expect(siteOrigin(request({ 'x-forwarded-host': 'voltforge.web.app', 'x-forwarded-proto': 'https' }))).toBe('https://voltforge.web.app');
    expect(siteOrigin(request({ 'x-forwarded-host': '127.0.0.9:1', 'x-forwarded-proto': 'http' }))).toBe('https://shop.example.com');
    expect(siteOrigin(request({ 'x-forwarded-host': 'voltforge.web.app', 'x-forwarded-proto': 'http' }))).toBe('https://shop.example.com');
    expect(siteOrigin(request({}))).toBe('https://shop.example.com');
    // Hosting may forward the host alone.
    expect(siteOrigin(request({ 'x-forwarded-host': 'voltforge.web.app' }))).toBe('https://voltforge.web.app');
    expect(siteOrigin(request({ host: 'voltforge.web.app' }))).toBe('https://voltforge.web.app');
  });

  it('refuses to make one up from the request when none is configured (503)', () => {
    process.env.STORE_ORIGIN = '';
    let refusal: unknown;
    try {
      siteOrigin(request({ 'x-forwarded-host': 'evil.example', host: 'evil.example' }));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ code: 'unavailable', status: 503 });
  });
});

import { orderRoutes } from '@store/contract/order-routes';
import { companyOrderRoutes } from '@store/contract/company-order-routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetches, jsonResponse } from '../test/render';
import { ApiError, callApiForFile, setIdTokenSource } from './api-client';

describe('callApiForFile', () => {
  afterEach(() => setIdTokenSource(null));

  it('sends the route with its query and the ID token, and resolves with the file', async () => {
    setIdTokenSource(async () => 'id-token');
    const fetchSpy = answerFetches(new Response('a,b\r\n1,2\r\n', { headers: { 'Content-Type': 'text/csv' } }));

    const file = await callApiForFile(orderRoutes.exportOrders, { query: { status: 'shipped', from: '2026-08-01' } });

    expect(await file.text()).toBe('a,b\r\n1,2\r\n');
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/orders/export?status=shipped&from=2026-08-01');
    expect(init).toMatchObject({ method: 'GET', headers: { Authorization: 'Bearer id-token', Accept: 'text/csv, application/json;q=0.5' } });
  });

  it('asks a route that answers a file on request for that file type', async () => {
    const fetchSpy = answerFetches(new Response('order,amount\r\n', { headers: { 'Content-Type': 'text/csv' } }));

    const file = await callApiForFile(companyOrderRoutes.getStatement, { params: { id: 'company-1' }, query: { format: 'csv' } });

    expect(await file.text()).toBe('order,amount\r\n');
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/companies/company-1/statement?format=csv');
    expect(init).toMatchObject({ method: 'GET', headers: { Accept: 'text/csv, application/json;q=0.5' } });
  });

  it('throws the API’s refusal, which is JSON, as an ApiError with its words', async () => {
    answerFetches(jsonResponse({ error: { code: 'invalid-argument', message: 'to must not be before from' } }, 400));

    const failure = await callApiForFile(orderRoutes.exportOrders, { query: { from: '2026-08-02', to: '2026-08-01' } }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, code: 'invalid-argument', message: 'to must not be before from' });
  });

  it('says the server cannot be reached when the network fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(callApiForFile(orderRoutes.exportOrders)).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});

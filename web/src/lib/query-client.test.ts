import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  const { retry, staleTime } = createQueryClient().getDefaultOptions().queries ?? {};
  const retries = (failures: number, error: unknown) => (retry as (failures: number, error: unknown) => boolean)(failures, error);

  it('asks again once after a network failure or a server fault, never after a refusal', () => {
    expect(retries(0, new ApiError(0, 'network', 'offline'))).toBe(true);
    expect(retries(0, new ApiError(503, 'unavailable', 'busy'))).toBe(true);
    expect(retries(1, new ApiError(503, 'unavailable', 'busy'))).toBe(false);
    expect(retries(0, new ApiError(404, 'not-found', 'gone'))).toBe(false);
    expect(retries(0, new ApiError(429, 'rate-limited', 'slow down'))).toBe(false);
  });

  it('keeps data fresh for a minute, so a page hydrated with the server’s data does not fetch it again', () => {
    expect(staleTime).toBe(60_000);
  });
});

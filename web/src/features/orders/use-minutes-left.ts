import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * The whole minutes left until `deadline` (an ISO time), rounded up ("24 minutes" until 23 minutes and a bit are
 * left), 0 once it has passed or without one. The page renders again each time the count changes.
 */
export function useMinutesLeft(deadline: string | undefined): number {
  const end = deadline ? Date.parse(deadline) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  const left = Number.isNaN(end) ? 0 : end - now;
  useEffect(() => {
    if (left <= 0) return;
    // Wake when the rounded-up count next drops: at the next whole minute before the deadline.
    const timer = setTimeout(() => setNow(Date.now()), left % MINUTE_MS || MINUTE_MS);
    return () => clearTimeout(timer);
  }, [left]);
  return Math.max(0, Math.ceil(left / MINUTE_MS));
}

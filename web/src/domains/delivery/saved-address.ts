import { DISTRICT_IDS, type DistrictId } from '@store/contract/districts';

/** The street lines, thana or upazila, and district of a delivery. */
export interface SavedAddress {
  lines: string;
  area: string;
  district: DistrictId;
}

/**
 * The address a customer last had an order delivered to, kept in this browser for their next checkout (the
 * profile keeps no addresses): per account, so another account signed in here later does not see it.
 */
const keyOf = (uid: string) => `voltforge:delivery-address:${uid}`;

export function savedAddress(uid: string | undefined): SavedAddress | null {
  if (!uid) return null;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(uid)) ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    const { lines, area, district } = stored as Record<string, unknown>;
    if (typeof lines !== 'string' || typeof area !== 'string' || !(DISTRICT_IDS as readonly unknown[]).includes(district)) return null;
    return { lines, area, district: district as DistrictId };
  } catch {
    return null;
  }
}

export function saveAddress(uid: string, address: SavedAddress): void {
  try {
    localStorage.setItem(keyOf(uid), JSON.stringify(address));
  } catch {
    // Storage refused (private mode): the next checkout starts empty.
  }
}

export function forgetAddress(uid: string): void {
  try {
    localStorage.removeItem(keyOf(uid));
  } catch {
    // Nothing was kept.
  }
}

import { DELIVERY_SETTINGS } from '@store/contract/delivery-settings';
import { DISTRICT_IDS, type DistrictId } from '@store/contract/districts';
import { useSyncExternalStore } from 'react';

/**
 * The district this browser's visitor last chose for delivery: the app's own note in localStorage, so a public
 * page stays the same for everyone (the server renders the default district) and the browser shows the
 * visitor's own once it has hydrated.
 */
const KEY = 'voltforge:delivery-district';

const listeners = new Set<() => void>();

function read(): DistrictId {
  try {
    const stored = localStorage.getItem(KEY);
    return stored && (DISTRICT_IDS as readonly string[]).includes(stored) ? (stored as DistrictId) : DELIVERY_SETTINGS.defaultDistrict;
  } catch {
    return DELIVERY_SETTINGS.defaultDistrict;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice shows here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function rememberDistrict(district: DistrictId): void {
  try {
    localStorage.setItem(KEY, district);
  } catch {
    // Storage refused (private mode): the choice lasts as long as the page.
    fallback = district;
  }
  for (const listener of listeners) listener();
}

let fallback: DistrictId | undefined;

/** The visitor's district: the default one on the server and while the page hydrates, then the remembered one. */
export function useRememberedDistrict(): DistrictId {
  return useSyncExternalStore(
    subscribe,
    () => fallback ?? read(),
    () => DELIVERY_SETTINGS.defaultDistrict,
  );
}

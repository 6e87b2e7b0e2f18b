import { DISPLAY_NAME_MAX } from '@store/contract/constants';
import { isReservedDisplayName } from '@store/contract/display-name';

const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g;

/**
 * A display name from the Auth profile, which its owner can set to anything through the Auth API (a megabyte,
 * control characters, half a UTF-16 pair): cleaned and cut to `max` characters (code points, so no pair is
 * split) before it is stored or shown anywhere. Empty when nothing printable is left.
 */
export function boundedDisplayName(raw: string | null | undefined, max = DISPLAY_NAME_MAX): string {
  if (!raw) return '';
  // Only the start matters: bounding first keeps a huge name from costing time below.
  const head = raw.slice(0, max * 4).replace(/\p{Cs}/gu, '').replace(CONTROL_CHARACTERS, ' ');
  return Array.from(head.replace(/\s+/g, ' ').trim()).slice(0, max).join('').trim();
}

/**
 * The name shown publicly for a display name from the Auth profile, which its owner can set there without the
 * API's checks: cut to `max`, and `fallback` when nothing is left or it passes for the store or its people.
 */
export function publicDisplayName(raw: string | null | undefined, max: number, fallback: string): string {
  const name = boundedDisplayName(raw, max);
  return name && !isReservedDisplayName(name) ? name : fallback;
}

/**
 * Names a customer may not go by: anything that passes for the store or its people. A module without zod, so
 * the register form and the functions bundle can both read it.
 */

import { COMPANY_NAME } from './store-name';

/** The distinctive word of the company's name, which no customer's name may contain, spaced out or not. */
const BRAND_WORD = COMPANY_NAME.split(' ')[0]!;
/**
 * Words a display name must not contain. Looked for as written (spaces kept), since without spaces ordinary names
 * would match ("Ahmad Minhaz").
 */
const RESERVED_WORDS = ['official', 'admin', 'staff'];

/** Check marks and ticks, which read as a verified badge beside a name (a variation selector after one changes nothing). */
const CHECK_MARKS = /[\u221A\u2611\u2705\u2713\u2714\u{1F5F8}\u{1F5F9}\u{1FBB1}]/u;

/**
 * Letters of other scripts that look like Latin ones (Cyrillic and Greek), so "Оfficial" with a Cyrillic O is
 * read as "official". NFKC already folds the wide, small-capital-free and mathematical forms.
 */
const LOOKALIKES: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', з: '3', і: 'i', ї: 'i', ј: 'j', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't',
  у: 'y', х: 'x', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', ɑ: 'a', ı: 'i', ο: 'o', α: 'a', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ρ: 'p',
  τ: 't', υ: 'u', χ: 'x', ƒ: 'f', ſ: 's',
};

/** One spelling per name: compatibility forms folded (NFKC), case folded, accents and invisible characters dropped. */
function fold(name: string): string {
  return name
    .normalize('NFKC')
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\p{M}\p{Cf}]/gu, '')
    .replace(/./gu, (char) => LOOKALIKES[char] ?? char);
}

/** What in a display name passes for the store: a check mark, or a reserved word as the rules write it. */
export type ReservedDisplayNamePart = { checkMark: true } | { word: string };

/** What makes a display name refused, for a form to say in its own language; undefined when it may be used. */
export function reservedDisplayNamePart(name: string): ReservedDisplayNamePart | undefined {
  if (CHECK_MARKS.test(name.normalize('NFKC'))) return { checkMark: true };
  const folded = fold(name);
  // The brand is also found spaced out or hyphenated ("Volt-forge").
  if (folded.replace(/[^\p{L}\p{N}]/gu, '').includes(BRAND_WORD.toLowerCase())) return { word: BRAND_WORD };
  const word = RESERVED_WORDS.find((reserved) => folded.includes(reserved));
  return word ? { word } : undefined;
}

/** The reason a display name is refused, in English (to follow the field's label), or undefined when it may be used. */
export function reservedDisplayNameReason(name: string): string | undefined {
  const part = reservedDisplayNamePart(name);
  if (!part) return undefined;
  return 'word' in part ? `must not contain "${part.word}"` : 'must not contain a check mark';
}

export const isReservedDisplayName = (name: string) => reservedDisplayNameReason(name) !== undefined;

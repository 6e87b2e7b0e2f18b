/**
 * How the search reads text, the same for what it indexes and what a visitor types: lower case, Bengali digits as
 * ASCII ones (a Bangla page types "১৮", a name says "18V"), joiners dropped, split into words of letters, marks and
 * digits. Bengali vowel signs and the virama are marks, so Bangla words stay whole.
 */

const BENGALI_ZERO = 0x09e6;
const BENGALI_DIGIT = /[\u09e6-\u09ef]/g;
/** Zero-width joiner and non-joiner: typed or not, the same word. */
const JOINERS = /[\u200c\u200d]/g;
const NON_ASCII = /[^\u0000-\u007f]/;
const WORD_BREAK = /[^\p{L}\p{M}\p{N}]+/u;

export function normalize(text: string): string {
  const lower = text.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  return lower
    .normalize('NFC')
    .replace(JOINERS, '')
    .replace(BENGALI_DIGIT, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}

export function words(text: string): string[] {
  return normalize(text)
    .split(WORD_BREAK)
    .filter((word) => word.length > 0);
}

/** Most words of a model number joined into one term: "GSB 18V-50 Pro" gives gsb18v50, 18v50. */
const MODEL_RUN = 4;
const DIGIT = /\d/;
/** A word that can be part of a model number or sku: it has a digit, or is a short code (GSB, XT, CDD). */
const isCode = (word: string) => DIGIT.test(word) || word.length <= 4;

/**
 * The model numbers and skus in the text written together, so that one typed without its spaces and hyphens
 * matches by prefix: "gsb18v" is the start of gsb18v50, "cdd18" of cdd18v. A run is up to 4 consecutive code words
 * with a digit among them; plain words ("Cordless Drill") are never joined.
 */
export function modelTerms(text: string): string[] {
  const parts = words(text);
  const terms: string[] = [];
  for (let start = 0; start + 1 < parts.length; start++) {
    const run: string[] = [];
    for (let at = start; at < parts.length && run.length < MODEL_RUN && isCode(parts[at]!); at++) run.push(parts[at]!);
    if (run.length > 1 && run.some((word) => DIGIT.test(word))) terms.push(run.join(''));
  }
  return terms;
}

/** Edits forgiven in a typed word: none below 4 letters (too many words are that close), 1 up to 7, then 2. */
export function typoBudget(word: string): number {
  const length = [...word].length;
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/** Levenshtein distance, for choosing the closest word to suggest. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

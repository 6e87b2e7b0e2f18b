import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tools } from './seed/catalog';

// The Bangla texts against docs/glossary.md, the one list of the store's Bangla terms and the words they replaced:
// no message of bn.json (the mails' included) and no Bangla text of the seed uses a replaced word, and every term
// of the table is used somewhere, so the table stays the store's own words.

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const GLOSSARY = 'docs/glossary.md';

interface GlossaryRow {
  concept: string;
  bangla: string;
  replaces: string[];
}

/** The rows of the glossary's table, by its column names; a cell of several words separates them by commas. */
function glossaryRows(): GlossaryRow[] {
  const rows = read(GLOSSARY)
    .split('\n')
    .filter((line) => line.trimStart().startsWith('|') && !/^\|[\s|:-]+\|$/.test(line.trim()))
    .map((line) => line.trim().replace(/^\||\|$/g, '').split('|').map((cell) => cell.trim()));
  const [header = [], ...body] = rows;
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`${GLOSSARY} has no column "${name}"`);
    return index;
  };
  const [concept, bangla, replaces] = [column('Concept'), column('Bangla'), column('Replaces')];
  return body.map((cells) => ({
    concept: cells[concept]!,
    bangla: cells[bangla]!,
    replaces: cells[replaces] === '—' ? [] : cells[replaces]!.split(',').map((word) => word.trim()).filter(Boolean),
  }));
}

/*
 * How a word of the table is found in a text. Bangla writes a word's case and number as endings on the word itself
 * (হোল্ড, হোল্ডে, হোল্ডের; বাকি, বাকির; দাম, দামে), so a word of the table matches with any of those endings, but
 * not where more letters follow that are no ending: those make another word (হোল্ডার, a holder, is not হোল্ড; নেট
 * does not find নেটওয়ার্ক), as do letters before it (ইন্টারনেট is not নেট). In the table # stands for a number: a
 * figure in either script, a message's value ({days, number}) or a plural's #. A term of the table is never read
 * as a word it replaced (বাকিতে, on account, holds বাকি, a balance): the terms are taken out of a text before the
 * replaced words are looked for.
 */
const LETTER = String.raw`[\p{L}\p{M}\u200C\u200D]`;
const NUMBER = String.raw`(?:[0-9০-৯]+(?:[.,][0-9০-৯]+)*|\{[^{}]*\}|#)`;
/** Bangla's case, number and emphasis endings, the longer before the shorter. */
const ENDINGS = ['গুলোতে', 'গুলোকে', 'গুলোর', 'গুলো', 'গুলির', 'গুলি', 'টিতে', 'টিকে', 'টির', 'টার', 'টি', 'টা', 'দের', 'রা', 'য়ে', 'য়', 'এর', 'ের', 'কে', 'তে', 'র', 'এ', 'ে']
  .map((ending) => ending.normalize('NFC'))
  .join('|');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function finder(word: string): RegExp {
  const body = word.normalize('NFC').split('#').map(escape).join(NUMBER);
  return new RegExp(`(?<!${LETTER})${body}(?:${ENDINGS})?(?:ও|ই)?(?!${LETTER})`, 'gu');
}

const rows = glossaryRows();
const terms = rows.map((row) => ({ ...row, find: finder(row.bangla) }));
const replaced = rows.flatMap((row) => row.replaces.map((word) => ({ word, term: row.bangla, find: finder(word) })));

const bn = JSON.parse(read('web/src/lib/i18n/messages/bn.json')) as Record<string, string>;
/** Every Bangla text the store shows, named as a failure names it. */
const texts: { where: string; text: string }[] = [
  ...Object.entries(bn).map(([id, text]) => ({ where: `bn.json ${id}`, text })),
  ...tools.flatMap((tool) => [
    { where: `seed ${tool.key} bn.name`, text: tool.bn.name },
    { where: `seed ${tool.key} bn.description`, text: tool.bn.description },
  ]),
].map(({ where, text }) => ({ where, text: text.normalize('NFC') }));

/** The text without the glossary's terms in it. */
const withoutTerms = (text: string) => terms.reduce((rest, { find }) => rest.replace(find, '\u0000'), text);

describe(`the Bangla texts and ${GLOSSARY}`, () => {
  it('has a table of terms, each with its concept, and no term that another row replaces', () => {
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((row) => !row.concept || !row.bangla), 'rows without a concept or a term').toEqual([]);
    const chosen = new Set(rows.map((row) => row.bangla));
    expect(replaced.filter(({ word }) => chosen.has(word)).map(({ word }) => word), 'terms that are also replaced').toEqual([]);
  });

  it('use none of the words the glossary replaced', () => {
    const found = texts.flatMap(({ where, text }) =>
      replaced.flatMap(({ word, term, find }) =>
        [...withoutTerms(text).matchAll(find)].map(([match]) => `${where}: “${match}” (${word}: write ${term})`),
      ),
    );
    expect(found).toEqual([]);
  });

  it("use each of the glossary's terms", () => {
    const unused = terms.filter(({ find }) => !texts.some(({ text }) => new RegExp(find.source, 'u').test(text)));
    expect(unused.map(({ bangla, concept }) => `${bangla} (${concept})`)).toEqual([]);
  });

  it('find a word with its endings, not inside another word', () => {
    const finds = (word: string, text: string) => finder(word).test(text.normalize('NFC'));
    expect(finds('হোল্ড', 'অ্যাকাউন্টটি হোল্ডে আছে')).toBe(true);
    expect(finds('বাকি', 'বাকির হিসাব')).toBe(true);
    expect(finds('হোল্ড', 'স্প্রিং হোল্ডার')).toBe(false);
    expect(finds('নেট', 'ইন্টারনেট সংযোগ')).toBe(false);
    expect(finds('নেট', 'নেটওয়ার্ক রিকোয়েস্ট')).toBe(false);
    expect(finds('# বার', 'ইন্ডাকশন মোটরে ১৪০ বার চাপ')).toBe(true);
    expect(finds('# বার', 'একই গভীরতায় বারবার ছিদ্র')).toBe(false);
    expect(finds('# দিনে পরিশোধ', '{days, number} দিনে পরিশোধ')).toBe(true);
    expect(withoutTerms('বাকিতে কিনুন')).not.toMatch(finder('বাকি'));
  });
});

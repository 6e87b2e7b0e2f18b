// @vitest-environment node
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_PART, CATALOG_PARTS, isCatalogPart, partOfFile } from './catalog-part';
import { idsInCode, messageParts, serverSourceFiles, sourceFiles } from './message-parts';

/**
 * The catalogs against each other and against the code (the web app's, and the Cloud Functions' mail, which
 * writes in the same catalogs): every message in every language, none that the code does not use, and each
 * language's message asking for the same values.
 */
const srcDir = join(__dirname, '..', '..');
const readCatalog = (locale: string) => JSON.parse(readFileSync(join(__dirname, 'messages', `${locale}.json`), 'utf8')) as Record<string, string>;
const en = readCatalog('en');
const bn = readCatalog('bn');

/** The names of the values a message asks for ("count", "year"), nested plural and select branches included. */
function argumentNames(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentNames(option.value, into);
    }
    if (element.type === TYPE.tag) argumentNames(element.children, into);
  }
  return into;
}

/** The words a message writes itself, without the values it is given. */
function literalText(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.plural || element.type === TYPE.select) return Object.values(element.options).map((option) => literalText(option.value)).join(' ');
      if (element.type === TYPE.tag) return literalText(element.children);
      return '';
    })
    .join('');
}

describe('message catalogs', () => {
  it('has every English message in Bangla, and no Bangla message English lacks', () => {
    expect(Object.keys(bn).filter((id) => !(id in en)), 'in bn.json only').toEqual([]);
    expect(Object.keys(en).filter((id) => !(id in bn)), 'missing from bn.json').toEqual([]);
  });

  it('has every message the code names, the mail included, and none it does not', () => {
    const namespaces = new Set(Object.keys(en).map((id) => id.split('.')[0]!));
    const used = idsInCode([...sourceFiles(srcDir), ...serverSourceFiles(srcDir)], namespaces);
    const missing = [...used].filter(([id]) => !(id in en)).map(([id, files]) => `${id} (${[...files].join(', ')})`);
    expect(missing, 'named in the code, missing from the catalogs').toEqual([]);
    expect(Object.keys(en).filter((id) => !used.has(id)), 'in the catalogs, used nowhere').toEqual([]);
  });

  it('writes every message in ICU syntax, asking for the same values in both languages', () => {
    for (const id of Object.keys(en)) {
      const english = argumentNames(parse(en[id]!));
      const bangla = argumentNames(parse(bn[id] ?? ''));
      expect([...bangla].sort(), id).toEqual([...english].sort());
    }
  });

  it('writes Bangla messages in Bangla', () => {
    // The switch to English is named in English; any other Bangla message with words in Latin letters and none
    // in Bengali was left untranslated.
    const inEnglishOnPurpose = new Set(['nav.otherLanguage']);
    const words = (message: string) => literalText(parse(message));
    const untranslated = Object.entries(bn).filter(
      ([id, message]) => !inEnglishOnPurpose.has(id) && /[A-Za-z]/.test(words(message)) && !/[\u0980-\u09FF]/.test(words(message)),
    );
    expect(untranslated.map(([id]) => id)).toEqual([]);
  });
});

describe('catalog parts', () => {
  const files = sourceFiles(srcDir);

  it('puts every message in a part the app loads', () => {
    const parts = messageParts(srcDir, Object.keys(en));
    expect([...parts].filter(([, inParts]) => [...inParts].some((part) => !isCatalogPart(part)))).toEqual([]);
    const features = readdirSync(join(srcDir, 'features'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(features.map((feature) => feature.name).filter((name) => !isCatalogPart(name)), 'features that are no part').toEqual([]);
    expect(CATALOG_PARTS.filter((part) => !files.some((source) => partOfFile(source.file) === part)), 'parts of no code').toEqual([]);
  });

  it('puts the messages only the mail names in no part, so no browser downloads them, and every other in one', () => {
    const namespaces = new Set(Object.keys(en).map((id) => id.split('.')[0]!));
    const inWebCode = idsInCode(files, namespaces);
    const mailOnly = [...idsInCode(serverSourceFiles(srcDir), namespaces).keys()].filter((id) => !inWebCode.has(id));
    expect(mailOnly.length, 'messages of the mail').toBeGreaterThan(0);
    const parts = messageParts(srcDir, Object.keys(en));
    expect(mailOnly.filter((id) => parts.get(id)!.size > 0), 'mail messages sent to browsers').toEqual([]);
    expect(Object.keys(en).filter((id) => !mailOnly.includes(id) && parts.get(id)!.size === 0), 'messages no page gets').toEqual([]);
  });

  it("loads a part's code only through import(), with its messages", () => {
    // A module of a part other than the app's, imported statically from outside it, would render before its
    // messages had arrived.
    const staticImports = files.flatMap(({ file, text }) =>
      [...text.matchAll(/^(?:import|export)\s[^;]*?\sfrom '(\.[^']+)'/gm)]
        .map(([, path]) => posix.join(posix.dirname(file), path!))
        .filter((target) => partOfFile(target) !== APP_PART && partOfFile(target) !== partOfFile(file))
        .map((target) => `${file} imports ${target}`),
    );
    expect(staticImports).toEqual([]);
    // Every import() of a feature's module outside the route table's page glob (app/page-modules.ts), or of an
    // on-demand module of a domain, goes through withMessages with that part.
    const unpaired = files.flatMap(({ file, text }) =>
      [...text.matchAll(/^.*import\('[./]*(?:features\/([\w-]+)|domains\/[\w-]+\/(on-demand))\/.*$/gm)]
        .filter(([line, feature, onDemand]) => !line.includes(`withMessages('${feature ?? onDemand}', () => import(`))
        .map(([line]) => `${file}: ${line.trim()}`),
    );
    expect(unpaired).toEqual([]);
  });
});

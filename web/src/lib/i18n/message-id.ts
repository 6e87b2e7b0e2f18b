import type en from './messages/en.json';

/** A message of the catalogs: the English catalog's keys, which every other catalog has too (catalogs.test.ts). */
export type MessageId = keyof typeof en;

// react-intl's ids are typed as the catalog's keys: an id the catalog lacks fails the typecheck.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- the augmentation react-intl documents for typed ids
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

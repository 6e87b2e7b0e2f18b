import type en from './messages/en.json';

/** A message of the catalogs: the English catalog's keys, which every other catalog has too (catalogs.test.ts). */
export type MessageId = keyof typeof en;

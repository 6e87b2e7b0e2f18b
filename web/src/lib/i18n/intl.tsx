import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type FormatXMLElementFn, type PrimitiveType } from 'intl-messageformat';
import { Children, createContext, useContext, useMemo, type ReactNode } from 'react';
import type { MessageId } from './message-id';

/**
 * The app's messages, formatted with FormatJS's intl-messageformat: a provider, a hook and a component shaped like
 * react-intl's (IntlProvider, useIntl, FormattedMessage), without react-intl's own code, which nearly tripled what
 * the first download spent on messages. Each message's formatter is built once, and builds Intl's formatters once. The catalogs come compiled (vite.config.ts), so nothing here parses.
 */

/** A message as the build compiles it: its text when it has no arguments, its ICU syntax tree otherwise. */
export type CompiledMessage = string | MessageFormatElement[];

/** A language's messages, or those of the parts of the app loaded so far (./catalog.ts). */
export type Catalog = Partial<Record<MessageId, CompiledMessage>>;

/** The values a message is given; React nodes and tag functions only where a component renders it. */
export type MessageValues = Record<string, PrimitiveType>;
export type RichMessageValues = Record<string, PrimitiveType | ReactNode | FormatXMLElementFn<ReactNode, ReactNode>>;

export interface MessageDescriptor {
  id: MessageId;
}

export interface IntlShape {
  /** The BCP 47 tag the page's language is formatted with ("en-US", "bn-BD"). */
  locale: string;
  formatMessage(descriptor: MessageDescriptor, values?: MessageValues): string;
  formatMessage(descriptor: MessageDescriptor, values: RichMessageValues): ReactNode;
}

export interface IntlConfig {
  locale: string;
  /** Read when a message is formatted, so messages added later (a page's part of the catalog) are found. */
  messages: Catalog;
  /** A message missing or failing to format; the message's id is shown instead. */
  onError?: (error: Error) => void;
}

const reportError = (error: Error) => console.error(error);

/** Formats the messages of `messages` in `locale`, outside React (the server's page head) or for the provider. */
export function createIntl({ locale, messages, onError = reportError }: IntlConfig): IntlShape {
  const formats = new Map<MessageId, IntlMessageFormat>();
  function formatMessage(descriptor: MessageDescriptor, values?: RichMessageValues): ReactNode {
    const { id } = descriptor;
    const message = messages[id];
    if (message === undefined) {
      onError(new Error(`The catalog of ${locale} has no message "${id}"`));
      return id;
    }
    if (typeof message === 'string') return message;
    let format = formats.get(id);
    if (!format) formats.set(id, (format = new IntlMessageFormat(message, locale)));
    try {
      const result = format.format<ReactNode>(values as Record<string, PrimitiveType | ReactNode | FormatXMLElementFn<ReactNode>>);
      return Array.isArray(result) ? Children.toArray(result) : result;
    } catch (error) {
      onError(new Error(`The message "${id}" of ${locale} failed to format: ${String(error)}`));
      return id;
    }
  }
  return { locale, formatMessage: formatMessage as IntlShape['formatMessage'] };
}

const IntlContext = createContext<IntlShape | null>(null);

export function IntlProvider({ locale, messages, onError, children }: IntlConfig & { children: ReactNode }) {
  const intl = useMemo(() => createIntl({ locale, messages, onError }), [locale, messages, onError]);
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl needs an IntlProvider above it');
  return intl;
}

/** A message as text, or with React nodes among its values (a link, a bold word). */
export function FormattedMessage({ id, values }: MessageDescriptor & { values?: RichMessageValues }) {
  return <>{useIntl().formatMessage({ id }, values ?? {})}</>;
}

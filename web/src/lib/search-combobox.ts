import type { KeyboardEvent, RefObject } from 'react';

/**
 * What the navigation's search field (app/layout/site-search.tsx, rendered on the server and in every page's
 * first download) and its suggestions (features/search, loaded once the field is approached) say to each other:
 * the field stays the one the server drew, and the suggestions make it a combobox.
 */

/** The attributes that make the field a combobox whose list the suggestions draw (the WAI-ARIA combobox pattern). */
export interface ComboboxAttributes {
  role: 'combobox';
  'aria-autocomplete': 'list';
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-activedescendant': string | undefined;
}

/** Handles a key the field was pressed with; prevents its default (the form's submit on Enter) when it uses it. */
export type ComboboxKeys = (event: KeyboardEvent<HTMLInputElement>) => void;

export interface SearchSuggestionsProps {
  /** What the field holds, as typed. */
  text: string;
  /** Whether the field has the focus: the list shows only then. */
  focused: boolean;
  /** Gives the field its combobox attributes, each time they change. */
  onCombobox: (attributes: ComboboxAttributes) => void;
  /** Where the suggestions put their key handler, which the field calls first. */
  keys: RefObject<ComboboxKeys | null>;
  /** Opens a path of the app (a tool's page, a category) and empties the field. */
  onOpen: (path: string) => void;
}

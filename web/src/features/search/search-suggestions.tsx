import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { SUGGEST_MIN } from '@store/contract/constants';
import type { Suggestions } from '@store/contract/search';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { useLocale } from '../../lib/i18n/locale-path';
import { useFormat } from '../../lib/i18n/use-format';
import type { ComboboxKeys, SearchSuggestionsProps } from '../../lib/search-combobox';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { toolPagePath } from '../../domains/tools/tool-path';
import { useToolLabels } from '../../domains/tools/tool-labels';
import { useSuggestions } from './api/suggestions';

/** How long typing pauses before suggestions are asked for: shorter than a search's, as they are small. */
export const SUGGEST_DEBOUNCE_MS = 200;

interface Option {
  /** Where choosing it goes. */
  path: string;
  content: ReactNode;
}

/** The options of an answer, tools first, each with the path it opens. */
function useOptions(answer: Suggestions | undefined): { tools: Option[]; categories: Option[] } {
  const format = useFormat();
  const { categories } = useToolLabels();
  if (!answer) return { tools: [], categories: [] };
  return {
    tools: answer.tools.map((tool) => ({
      path: toolPagePath(tool.slug),
      content: (
        <>
          <Box component="img" src={tool.picture} alt="" width={48} height={36} sx={{ objectFit: 'contain', flexShrink: 0, bgcolor: 'grey.100', borderRadius: 0.5 }} />
          <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {tool.name}
          </Box>
          <Box component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {format.money(tool.price)}
          </Box>
        </>
      ),
    })),
    categories: answer.categories.map((category) => ({ path: `/tools?category=${category}`, content: categories[category] })),
  };
}

const optionSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  px: 2,
  py: 1,
  cursor: 'pointer',
  // The active option: tinted, and marked by a bar at its start, which does not rest on the colour alone.
  '&[aria-selected="true"]': { bgcolor: 'action.selected', boxShadow: (theme: Theme) => `inset 4px 0 0 ${theme.palette.primary.main}` },
} as const;

const groupLabelSx = { px: 2, pt: 1, pb: 0.5, typography: 'overline', lineHeight: 1.5, color: 'text.secondary' } as const;

/**
 * The navigation search's suggestions, as the field is typed in (from the second character, once typing
 * pauses): up to six tools with picture, name and price, then the categories of what matches. The field is a
 * WAI-ARIA combobox: Down and Up move through the options, Enter opens the active one (or, with none active,
 * searches the catalog), Escape closes the list; a polite live region says how many suggestions there are.
 */
export default function SearchSuggestions({ text, focused, onCombobox, keys, onOpen }: SearchSuggestionsProps) {
  const { formatMessage } = useIntl();
  const locale = useLocale();
  const listId = useId();
  const typed = text.trim();
  const q = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const asking = q.length >= SUGGEST_MIN;
  const { data, isPlaceholderData } = useSuggestions(q, locale, asking);
  const { tools, categories } = useOptions(asking ? data : undefined);
  const options = [...tools, ...categories];

  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  // New text brings new options, none of them active, and the list back if Escape closed it.
  useEffect(() => {
    setActive(-1);
    setDismissed(false);
  }, [typed]);

  const count = options.length;
  // Open: an answer to say (if only that there is none); expanded: options to show.
  const open = focused && !dismissed && typed.length >= SUGGEST_MIN && asking && !!data;
  const expanded = open && count > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeId = expanded && active >= 0 && active < count ? optionId(active) : undefined;

  useEffect(() => {
    onCombobox({ role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': expanded, 'aria-controls': listId, 'aria-activedescendant': activeId });
  }, [onCombobox, expanded, listId, activeId]);

  const handleKey: ComboboxKeys = (event) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!count || typed.length < SUGGEST_MIN) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!expanded) {
          setDismissed(false);
          setActive(down ? 0 : count - 1);
        } else {
          setActive((current) => (down ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
        }
        return;
      }
      case 'Enter':
        // With no option active, Enter submits the form: a search of the catalog.
        if (activeId) {
          event.preventDefault();
          onOpen(options[active]!.path);
        }
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setDismissed(true);
          setActive(-1);
        }
        return;
    }
  };
  // The field calls the handler of this render, which knows the options shown.
  useEffect(() => {
    keys.current = handleKey;
  });
  useEffect(
    () => () => {
      keys.current = null;
    },
    [keys],
  );

  const renderGroup = (group: Option[], offset: number, label: string) =>
    group.length > 0 && (
      <Box role="group" aria-label={label}>
        <Box aria-hidden sx={groupLabelSx}>
          {label}
        </Box>
        {group.map((option, index) => (
          <Box
            key={option.path}
            id={optionId(offset + index)}
            role="option"
            aria-selected={offset + index === active}
            // The field keeps the focus: a click chooses, as Enter does.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(offset + index)}
            onClick={() => onOpen(option.path)}
            sx={optionSx}
          >
            {option.content}
          </Box>
        ))}
      </Box>
    );

  return (
    <>
      <Box
        id={listId}
        role="listbox"
        aria-label={formatMessage({ id: 'search.suggestions' })}
        hidden={!expanded}
        sx={{
          position: 'absolute',
          top: 'calc(100% + 4px)',
          left: 0,
          width: '100%',
          minWidth: { lg: 'min(420px, calc(100vw - 32px))' },
          maxHeight: '70vh',
          overflowY: 'auto',
          py: 0.5,
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderRadius: 1,
          boxShadow: 8,
          zIndex: 'modal',
          '&[hidden]': { display: 'none' },
        }}
      >
        {renderGroup(tools, 0, formatMessage({ id: 'search.tools' }))}
        {renderGroup(categories, tools.length, formatMessage({ id: 'search.categories' }))}
      </Box>
      {/* Said once the answer for what was typed is in (not the last one's, shown meanwhile). */}
      <Box role="status" sx={visuallyHidden}>
        {open && !isPlaceholderData && <FormattedMessage id="search.count" values={{ count }} />}
      </Box>
    </>
  );
}

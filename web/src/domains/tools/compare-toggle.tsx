import Button from '@mui/material/Button';
import { COMPARE_MAX, toggleCompared } from './compare-list';
import { useIntl } from '../../lib/i18n/intl';
import { useFeedback } from '../../components/feedback';

// MUI's Check icon, drawn as a plain <svg> (no SvgIcon on every card of the catalog).
const CHECK = 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z';

export interface CompareToggleProps {
  /** The tool's name as the page shows it, which the button's accessible name ends with. */
  name: string;
  chosen: boolean;
  onToggle: () => void;
}

/**
 * "Compare" on a tool: pressed while the tool is among those chosen to compare, which a tick says beside the
 * colour. Its accessible name starts with the visible word, then names the tool ("Compare Cordless Drill").
 */
export function CompareToggle({ name, chosen, onToggle }: CompareToggleProps) {
  const { formatMessage } = useIntl();
  return (
    <Button
      variant={chosen ? 'contained' : 'outlined'}
      color="primary"
      aria-pressed={chosen}
      aria-label={formatMessage({ id: 'compare.toggleLabel' }, { name })}
      onClick={onToggle}
      startIcon={
        chosen ? (
          <svg viewBox="0 0 24 24" width={18} height={18} fill="currentColor" aria-hidden>
            <path d={CHECK} />
          </svg>
        ) : undefined
      }
      sx={{ flexShrink: 0 }}
    >
      {formatMessage({ id: 'compare.toggle' })}
    </Button>
  );
}

/** Says that a comparison is full, where a tool was to be added to one that holds COMPARE_MAX already. */
export function useSayCompareFull(): () => void {
  const { notify } = useFeedback();
  const { formatMessage } = useIntl();
  return () => notify(formatMessage({ id: 'compare.full' }, { max: COMPARE_MAX }), 'info');
}

/** Adds a tool to the list, or removes it; a fifth is refused, and the refusal said. */
export function useToggleCompared(list: readonly string[], onChange: (list: string[]) => void): (slug: string) => void {
  const sayFull = useSayCompareFull();
  return (slug) => {
    const next = toggleCompared(list, slug);
    if (next) onChange(next);
    else sayFull();
  };
}

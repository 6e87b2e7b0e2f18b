import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { SEARCH_MAX } from '@store/contract/constants';
import { lazy, Suspense, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { withMessages } from '../../lib/i18n/catalog';
import { useIntl } from '../../lib/i18n/intl';
import { localizedPath, useLocale } from '../../lib/i18n/locale-path';
import type { ComboboxAttributes, ComboboxKeys } from '../../lib/search-combobox';

// The suggestions (their list, keys, requests and messages) load once the field is approached or focused, after
// the page is interactive: none of it is in any page's first download.
const loadSuggestions = withMessages('search', () => import('../../features/search/search-suggestions'));
const SearchSuggestions = lazy(loadSuggestions);

const INPUT_ID = 'site-search';

/**
 * The search in the navigation, on every page: a plain form that asks /tools?q= (it works before the app has
 * started, and without JavaScript), which suggests tools and categories as one types once its suggestions have
 * loaded. The field is uncontrolled, so what is typed before the app takes the page over is kept.
 */
export function SiteSearch({ sx }: { sx?: SxProps<Theme> }) {
  const { formatMessage } = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [suggesting, setSuggesting] = useState(false);
  const [combobox, setCombobox] = useState<ComboboxAttributes | null>(null);
  const keys = useRef<ComboboxKeys | null>(null);

  const open = (path: string) => {
    navigate(path);
    setText('');
    if (input.current) input.current.value = '';
  };
  const label = formatMessage({ id: 'search.site' });

  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      action={localizedPath('/tools', locale)}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        const q = text.trim();
        open(q ? `/tools?q=${encodeURIComponent(q)}` : '/tools');
      }}
      onPointerEnter={() => void loadSuggestions()}
      sx={[{ position: 'relative', display: 'flex', alignItems: 'center', minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box component="label" htmlFor={INPUT_ID} sx={visuallyHidden}>
        {label}
      </Box>
      {/* The white frame holds the field and its button side by side, and shows the focus of either. */}
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          alignItems: 'center',
          height: 40,
          pl: 1.75,
          bgcolor: 'common.white',
          color: 'text.primary',
          borderRadius: 1,
          '&:focus-within': { outline: 2, outlineStyle: 'solid', outlineColor: 'secondary.main', outlineOffset: 1 },
        }}
      >
        <Box
          component="input"
          ref={input}
          id={INPUT_ID}
          name="q"
          type="search"
          placeholder={label}
          maxLength={SEARCH_MAX}
          autoComplete="off"
          spellCheck={false}
          {...combobox}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
          onFocus={(event: FocusEvent<HTMLInputElement>) => {
            setText(event.target.value);
            setFocused(true);
            setSuggesting(true);
          }}
          onBlur={() => setFocused(false)}
          onKeyDown={(event) => keys.current?.(event)}
          sx={{
            flex: 1,
            minWidth: 0,
            height: '100%',
            p: 0,
            font: 'inherit',
            color: 'inherit',
            bgcolor: 'transparent',
            border: 0,
            outline: 0,
            '&::placeholder': { color: 'text.secondary', opacity: 1 },
            '&::-webkit-search-cancel-button': { WebkitAppearance: 'none', appearance: 'none' },
          }}
        />
        <IconButton type="submit" aria-label={formatMessage({ id: 'search.submit' })} size="small" sx={{ mx: 0.5, color: 'primary.main' }}>
          <SearchIcon />
        </IconButton>
      </Box>
      {suggesting && (
        <Suspense fallback={null}>
          <SearchSuggestions text={text} focused={focused} onCombobox={setCombobox} keys={keys} onOpen={open} />
        </Suspense>
      )}
    </Box>
  );
}

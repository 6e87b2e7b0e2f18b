import Button from '@mui/material/Button';
import { FormattedMessage } from '../../lib/i18n/intl';
import { useLocation } from 'react-router-dom';
import { localizedPath, useLocale } from '../../lib/i18n/locale-path';
import { barItemSx } from './nav-links';

/**
 * The same page in the other language. A plain link, not the router's: the page is loaded anew, rendered on the
 * server in that language with that language's catalog, and the router mounted under its prefix.
 */
export function LanguageSwitch() {
  const other = useLocale() === 'bn' ? 'en' : 'bn';
  const { pathname, search, hash } = useLocation();
  return (
    <Button component="a" href={localizedPath(pathname + search + hash, other)} hrefLang={other} lang={other} color="inherit" sx={{ ...barItemSx, minWidth: 0 }}>
      <FormattedMessage id="nav.otherLanguage" />
    </Button>
  );
}

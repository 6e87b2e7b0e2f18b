import BoltIcon from '@mui/icons-material/Bolt';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { site } from '../../config/site';
import { useSession } from '../../lib/session';
import { LanguageSwitch } from './language-switch';
import { BAR_HAS_ROOM, barItemSx, firstInBar, inBarFrom, inMenuBelow, menuNeededBelow, navItemsFor } from './nav-links';
import { SiteSearch } from './site-search';

const loadNavDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(loadNavDrawer);
// Signed-in users only: Sign Out and the cart's badge (and its query) do not weigh on a visitor's first download.
const SignedInNav = lazy(() => import('./signed-in-nav'));

const activeLinkSx = {
  '&.active': { color: 'secondary.main', boxShadow: 'inset 0 -2px 0 currentColor', borderRadius: 0 },
};

export function NavBar() {
  const { formatMessage } = useIntl();
  const { status } = useSession();
  const signedIn = status === 'signed-in';
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer's code is fetched the first time the menu button is approached, then kept.
  const [drawerWanted, setDrawerWanted] = useState(false);

  const items = navItemsFor(signedIn);
  // Login (signed out) or Sign Out (signed in): the account's action, in the bar from the same width.
  const placements = [...items.map((item) => item.barFrom), BAR_HAS_ROOM.account];
  const menuBelow = menuNeededBelow(placements);
  // The <nav> holds the links, and Login (Sign Out is the signed-in part's): shown from its first item's width.
  const navFrom = firstInBar(signedIn ? items.map((item) => item.barFrom) : placements);

  return (
    <Box component="header" sx={{ position: 'sticky', top: 0, zIndex: 'appBar', bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Container maxWidth="lg">
        {/* From lg the search sits between the name and the links; narrower, it takes a row of its own below them. */}
        <Box sx={{ display: 'flex', flexWrap: { xs: 'wrap', lg: 'nowrap' }, alignItems: 'center', columnGap: { xs: 0.5, sm: 1 }, minHeight: { xs: 60, md: 68 } }}>
          <Box
            component={RouterLink}
            to="/"
            sx={{ ...barItemSx, display: 'flex', alignItems: 'center', gap: 0.75, minHeight: { xs: 60, md: 68 }, color: 'inherit', textDecoration: 'none', mr: { xs: 'auto', lg: 0 } }}
          >
            <BoltIcon sx={{ color: 'secondary.main', fontSize: 30 }} aria-hidden />
            <Typography component="span" sx={{ fontWeight: 800, fontSize: { xs: '1rem', sm: '1.2rem' } }}>
              {site.companyName}
            </Typography>
          </Box>

          <SiteSearch sx={{ order: { xs: 1, lg: 0 }, flex: { xs: '1 0 100%', lg: '1 1 auto' }, maxWidth: { lg: 440 }, mx: { lg: 'auto' }, pl: { lg: 2 }, pb: { xs: 1.5, lg: 0 } }} />

          <Box component="nav" aria-label={formatMessage({ id: 'nav.main' })} sx={{ display: 'flex', ...inBarFrom(navFrom), alignItems: 'center', gap: 0.5 }}>
            {items.map((item) => (
              <Button key={item.to} component={NavLink} to={item.to} end={item.to === '/'} color="inherit" sx={{ ...barItemSx, ...inBarFrom(item.barFrom), ...activeLinkSx }}>
                <FormattedMessage id={item.label} />
              </Button>
            ))}
            {/* Held in place, hidden, until the session is known (as the server renders it), so nothing moves then. */}
            {!signedIn && (
              <Button
                component={NavLink}
                to="/login"
                variant="contained"
                color="secondary"
                sx={{ ...barItemSx, ...inBarFrom(BAR_HAS_ROOM.account), ml: 1, visibility: status === 'loading' ? 'hidden' : 'visible' }}
              >
                <FormattedMessage id="nav.login" />
              </Button>
            )}
          </Box>

          <LanguageSwitch />

          {signedIn && (
            <Suspense fallback={null}>
              <SignedInNav />
            </Suspense>
          )}

          <IconButton
            color="inherit"
            edge="end"
            aria-label={formatMessage({ id: 'nav.openMenu' })}
            aria-controls={drawerWanted ? 'nav-drawer' : undefined}
            aria-expanded={menuOpen}
            onPointerEnter={() => void loadNavDrawer()}
            onFocus={() => void loadNavDrawer()}
            onClick={() => {
              setDrawerWanted(true);
              setMenuOpen(true);
            }}
            sx={inMenuBelow(menuBelow)}
          >
            <MenuIcon />
          </IconButton>
        </Box>
      </Container>

      {drawerWanted && (
        <Suspense fallback={null}>
          <NavDrawer open={menuOpen} onClose={() => setMenuOpen(false)} items={items} status={status} />
        </Suspense>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { site } from '../../config/site';
import type { SessionStatus } from '../../lib/session';
import { BAR_HAS_ROOM, inMenuBelow, type PlacedNavItem } from './nav-links';
import { useSignOut } from './use-sign-out';

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  items: readonly PlacedNavItem[];
  status: SessionStatus;
}

/**
 * The navigation the bar has no room for, as a side menu: on a phone all of it, on a wider screen what the bar
 * leaves out (./nav-links.ts says what goes where). Its own chunk, fetched when first needed.
 */
export default function NavDrawer({ open, onClose, items, status }: NavDrawerProps) {
  const signOut = useSignOut();
  const { formatMessage } = useIntl();
  return (
    <Drawer id="nav-drawer" anchor="right" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': formatMessage({ id: 'nav.menu' }) } }}>
      <Box component="nav" aria-label={formatMessage({ id: 'nav.main' })} sx={{ width: 260 }}>
        <Typography sx={{ px: 2, py: 2, fontWeight: 800, color: 'primary.main' }}>{site.companyName}</Typography>
        <Divider />
        <List>
          {items.map((item) => (
            // A list holds list items only: the link sits inside one.
            <ListItem key={item.to} disablePadding sx={inMenuBelow(item.barFrom)}>
              <ListItemButton
                component={NavLink}
                to={item.to}
                end={item.to === '/'}
                onClick={onClose}
                sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
              >
                <ListItemText primary={formatMessage({ id: item.label })} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Box sx={inMenuBelow(BAR_HAS_ROOM.account)}>
          <Divider />
          <Box sx={{ p: 2 }}>
            {status === 'signed-out' && (
              <Button component={RouterLink} to="/login" variant="contained" color="secondary" fullWidth onClick={onClose}>
                <FormattedMessage id="nav.login" />
              </Button>
            )}
            {status === 'signed-in' && (
              <Button
                onClick={() => {
                  onClose();
                  void signOut();
                }}
                variant="outlined"
                fullWidth
              >
                <FormattedMessage id="nav.signOut" />
              </Button>
            )}
          </Box>
        </Box>
      </Box>
    </Drawer>
  );
}

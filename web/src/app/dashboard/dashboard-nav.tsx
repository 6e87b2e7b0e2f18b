import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useIntl } from '../../lib/i18n/intl';
import { NavLink, useLocation } from 'react-router-dom';
import type { MessageId } from '../../lib/i18n/message-id';
import { ADMIN_PAGES, CUSTOMER_PAGES, type DashboardPage } from './dashboard-pages';

interface DashboardNavProps {
  isAdmin: boolean;
  /** Called after a link is followed (the phone drawer closes then). */
  onNavigate?: () => void;
}

/** The side menu: the customer's pages for everyone, the administration pages for administrators. */
export function DashboardNav({ isAdmin, onNavigate }: DashboardNavProps) {
  const { formatMessage } = useIntl();
  return (
    <nav aria-label={formatMessage({ id: 'dashboard.nav' })}>
      <MenuSection title="dashboard.myAccount" items={CUSTOMER_PAGES} onNavigate={onNavigate} />
      {isAdmin && <MenuSection title="dashboard.administration" items={ADMIN_PAGES} onNavigate={onNavigate} />}
    </nav>
  );
}

function MenuSection({
  title,
  items,
  onNavigate,
}: {
  title: MessageId;
  items: readonly DashboardPage[];
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const { formatMessage } = useIntl();
  return (
    <List dense subheader={<ListSubheader disableSticky>{formatMessage({ id: title })}</ListSubheader>}>
      {items.map(({ path, label, icon: Icon }) => {
        const to = `/dashboard/${path}`;
        const current = pathname === to || pathname.startsWith(`${to}/`);
        return (
          // A list holds list items only: the link sits inside one.
          <ListItem key={path} disablePadding>
            <ListItemButton
              component={NavLink}
              to={to}
              selected={current}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={formatMessage({ id: label })} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}

import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { can } from '../auth/permissions';
import type { SessionUser } from '../auth/useSession';
import { AppLink } from '../../components/AppLink';

interface Props {
  id: string;
  user: SessionUser;
  anchor: HTMLElement | null;
  onClose: () => void;
  onLogout: () => void;
}

/** The user menu's list: 'Admin Dashboard' and 'My account' (the team) and 'Logout'. Loaded when first opened (UserMenu). */
export function UserMenuList({ id, user, anchor, onClose, onLogout }: Props) {
  return (
    <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
      {can(user.role, 'USE_ADMIN') && (
        <MenuItem component={AppLink} to="/admin" onClick={onClose}>
          Admin Dashboard
        </MenuItem>
      )}
      {can(user.role, 'USE_ADMIN') && (
        <MenuItem component={AppLink} to="/admin/account" onClick={onClose}>
          My account
        </MenuItem>
      )}
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        Logout
      </MenuItem>
    </Menu>
  );
}

import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import type { SessionUser } from '../auth/useSession';

interface Props {
  id: string;
  user: SessionUser;
  anchor: HTMLElement | null;
  onClose: () => void;
  onLogout: () => void;
}

/** The user menu's list: 'Admin Dashboard' (admins) and 'Logout'. Loaded when first opened (UserMenu). */
export function UserMenuList({ id, user, anchor, onClose, onLogout }: Props) {
  return (
    <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
      {user.isAdmin && (
        <MenuItem component={RouterLink} to="/admin" onClick={onClose}>
          Admin Dashboard
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

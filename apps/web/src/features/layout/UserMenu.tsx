import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import type { SessionUser } from '../auth/useSession';
import { useOpenedOnce } from '../../components/useOpenedOnce';

// The menu (Menu, Popover, Modal) is closed on the first render: it loads when first opened, or
// when the pointer or focus reaches the button.
const loadList = () => import('./UserMenuList');
const UserMenuList = lazy(() => loadList().then((m) => ({ default: m.UserMenuList })));
const preloadList = () => void loadList().catch(() => undefined);

/** The signed-in user's menu: the username, 'Admin Dashboard' (admins) and 'Logout'. */
export function UserMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);
  const mounted = useOpenedOnce(!!anchor);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? `${id}-menu` : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        onPointerEnter={preloadList}
        onFocus={preloadList}
        sx={{ maxWidth: 200, '& .MuiButton-endIcon': { ml: 0.25 } }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{user.username}</span>
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <UserMenuList id={`${id}-menu`} user={user} anchor={anchor} onClose={close} onLogout={onLogout} />
        </Suspense>
      )}
    </>
  );
}

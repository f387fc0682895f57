import CloseIcon from '@mui/icons-material/Close';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { can } from '../auth/permissions';
import type { SessionUser } from '../auth/useSession';
import { AgeGroupsNavDocument, CategoryPillsDocument } from '../../generated/graphql';
import { useLanguage, useLocalizedPath, useLocalName, useT } from '../../i18n';
import { Logo } from '../../components/Logo';
import { AppLink } from '../../components/AppLink';

interface Props {
  open: boolean;
  onClose: () => void;
  user: SessionUser | null;
  onLogout: () => void;
  /** Opens the child's-age picker (issue 19). */
  onPickAge: () => void;
}

/** Below 768 px: Home, the categories, the age groups and the child's-age picker, the admin entries when signed in, Subscribe. A choice closes it. */
export function MobileDrawer({ open, onClose, user, onLogout, onPickAge }: Props) {
  const { data } = useQuery(CategoryPillsDocument, { skip: !open });
  const ages = useQuery(AgeGroupsNavDocument, { skip: !open });
  const t = useT();
  const nameOf = useLocalName();
  const language = useLanguage();
  const to = useLocalizedPath();
  const link = (to: string, label: string) => (
    <ListItem disablePadding key={to}>
      <ListItemButton component={AppLink} to={to} onClick={onClose}>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': t('nav.menu'), sx: { width: 'min(300px, 85vw)' } } as object }}>
      <Box component="nav" aria-label="Mobile" id="mobile-drawer" lang={language}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Logo onClick={onClose} />
          <IconButton aria-label={t('nav.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <List>
          {link(to('/'), t('nav.home'))}
          {link(to('/blog'), t('nav.blog'))}
          {link(to('/articles'), t('nav.allArticles'))}
          {link(`${to('/')}#tools`, t('nav.tools'))}
          {link(to('/stories'), t('stories.nav'))}
          {link(to('/stories/new'), t('stories.share'))}
        </List>
        <Divider />
        <List aria-labelledby="drawer-categories" subheader={<ListSubheader id="drawer-categories" sx={{ lineHeight: '40px', color: 'text.secondary' }}>{t('nav.categories')}</ListSubheader>}>
          {data?.categories.map((c) => link(to(`/category/${c.slug}`), nameOf(c)))}
        </List>
        <Divider />
        <List aria-labelledby="drawer-ages" subheader={<ListSubheader id="drawer-ages" sx={{ lineHeight: '40px', color: 'text.secondary' }}>{t('age.byAge')}</ListSubheader>}>
          {ages.data?.ageGroups.map((g) => link(to(`/age/${g.slug}`), nameOf(g)))}
          <ListItem disablePadding>
            <ListItemButton
              onClick={() => {
                onClose();
                onPickAge();
              }}
            >
              <ListItemText primary={t('childAge.dialogTitle')} />
            </ListItemButton>
          </ListItem>
        </List>
        {user && (
          <>
            <Divider />
            <List aria-label="Account">
              {can(user.role, 'USE_ADMIN') && link('/admin', 'Admin Dashboard')}
              <ListItem disablePadding>
                <ListItemButton
                  onClick={() => {
                    onClose();
                    onLogout();
                  }}
                >
                  <ListItemText primary="Logout" />
                </ListItemButton>
              </ListItem>
            </List>
          </>
        )}
        <Box sx={{ p: 2 }}>
          <Button component={AppLink} to={to('/subscribe')} onClick={onClose} variant="contained" fullWidth size="large">
            {t('nav.subscribe')}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}

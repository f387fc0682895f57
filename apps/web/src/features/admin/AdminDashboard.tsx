import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState, type ComponentType } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { useAdminText, type AdminTextKey } from '../../i18n/admin';
import { useLogout, useSession } from '../auth/useSession';
import { AdminLanguageSwitch } from './AdminLanguageSwitch';
import { ArticlesTab } from './articles/ArticlesTab';
import { AuthorsTab } from './authors/AuthorsTab';
import { SubscribersTab } from './subscribers/SubscribersTab';
import { AgeGroupsTab } from './taxonomy/AgeGroupsTab';
import { CategoriesTab } from './taxonomy/CategoriesTab';
import { TagsTab } from './taxonomy/TagsTab';
import { ToolsTab } from './tools/ToolsTab';
import { NewsletterTab } from '../newsletter/NewsletterTab';
import { StoriesTab } from './stories/StoriesTab';

interface AdminTab {
  /** The address segment: /admin/{key}; Articles is /admin. */
  key: string;
  /** The tab's name in the admin catalogue (i18n/admin). */
  label: AdminTextKey;
  Component: ComponentType;
}

export const ADMIN_TABS: AdminTab[] = [
  { key: 'articles', label: 'tabs.articles', Component: ArticlesTab },
  { key: 'authors', label: 'tabs.authors', Component: AuthorsTab },
  { key: 'tools', label: 'tabs.tools', Component: ToolsTab },
  { key: 'categories', label: 'tabs.categories', Component: CategoriesTab },
  { key: 'tags', label: 'tabs.tags', Component: TagsTab },
  { key: 'subscribers', label: 'tabs.subscribers', Component: SubscribersTab },
  { key: 'age-groups', label: 'tabs.ageGroups', Component: AgeGroupsTab },
  { key: 'newsletter', label: 'tabs.newsletter', Component: NewsletterTab },
  { key: 'stories', label: 'tabs.stories', Component: StoriesTab },
];

const tabPath = (key: string) => (key === 'articles' ? '/admin' : `/admin/${key}`);

/** /admin: title, who is signed in, Logout, and the tabs; the tab is in the address. */
export function AdminDashboard() {
  const { tab = 'articles' } = useParams();
  const { user } = useSession();
  const logout = useLogout();
  const t = useAdminText();
  const [loggingOut, setLoggingOut] = useState(false);
  const current = ADMIN_TABS.find((entry) => entry.key === tab);
  if (!current) return <Navigate to="/admin" replace />;
  const { Component } = current;
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 3 }}>
        <div>
          <Typography variant="h1">{t('dashboard.title')}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('dashboard.loggedInAs')} <strong>{user?.username}</strong>
          </Typography>
        </div>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <AdminLanguageSwitch />
        <Button
          variant="outlined"
          startIcon={<Logout />}
          disabled={loggingOut}
          onClick={async () => {
            setLoggingOut(true);
            try {
              await logout();
            } finally {
              setLoggingOut(false);
            }
          }}
        >
          {t('dashboard.logout')}
        </Button>
        </Stack>
      </Stack>
      <Paper variant="outlined" sx={{ mb: 3, borderRadius: 2 }}>
        <Tabs value={current.key} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={t('dashboard.sections')}>
          {ADMIN_TABS.map((entry) => (
            <Tab
              key={entry.key}
              value={entry.key}
              label={t(entry.label)}
              component={RouterLink}
              to={tabPath(entry.key)}
              id={`admin-tab-${entry.key}`}
              aria-controls={`admin-panel-${entry.key}`}
            />
          ))}
        </Tabs>
      </Paper>
      <Box role="tabpanel" id={`admin-panel-${current.key}`} aria-labelledby={`admin-tab-${current.key}`}>
        <Component key={current.key} />
      </Box>
    </Box>
  );
}

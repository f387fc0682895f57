import Logout from '@mui/icons-material/Logout';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { useAdminText, type AdminTextKey } from '../../i18n/admin';
import { useQuery } from '@apollo/client/react';
import { PageSpinner } from '../../components/PageSpinner';
import { ToastCloseText } from '../../app/toast';
import { MyAccountDocument } from '../../generated/graphql';
import { useLogout, useSession } from '../auth/useSession';
import { AdminLanguageSwitch } from './AdminLanguageSwitch';
import { validationText } from './form/validationText';
import { ArticlesTab } from './articles/ArticlesTab';
import { AuthorsTab } from './authors/AuthorsTab';
import { SubscribersTab } from './subscribers/SubscribersTab';
import { AgeGroupsTab } from './taxonomy/AgeGroupsTab';
import { CategoriesTab } from './taxonomy/CategoriesTab';
import { TagsTab } from './taxonomy/TagsTab';
import { ToolsTab } from './tools/ToolsTab';
import { NewsletterTab } from '../newsletter/NewsletterTab';
import { ActivityTab } from '../activity/ActivityTab';
import { PeopleTab } from '../people/PeopleTab';
import { can, type Permission, type UserRole } from '../auth/permissions';
import { StoriesTab } from './stories/StoriesTab';
import { MovingTab } from '../moving/MovingTab';
import { OverviewTab } from '../insight/OverviewTab';

// My account loads when opened: its password form brings the strength estimator's dictionaries.
const AccountTab = lazy(() => import('../account/AccountTab').then((m) => ({ default: m.AccountTab })));

interface AdminTab {
  /** The address segment: /admin/{key}; Articles is /admin. */
  key: string;
  /** The tab's name in the admin catalogue (i18n/admin). */
  label: AdminTextKey;
  Component: ComponentType;
  /** Who sees the tab (features/auth/permissions.ts); admins only when absent. */
  permission?: Permission;
}

export const ADMIN_TABS: AdminTab[] = [
  // Reads, subscribers and newsletter results (issue 31): first in the row; /admin itself stays Articles (the spec's default).
  { key: 'overview', label: 'tabs.overview', Component: OverviewTab, permission: 'VIEW_INSIGHT' },
  { key: 'articles', label: 'tabs.articles', Component: ArticlesTab, permission: 'USE_ADMIN' },
  { key: 'authors', label: 'tabs.authors', Component: AuthorsTab, permission: 'MANAGE_CONTENT' },
  { key: 'tools', label: 'tabs.tools', Component: ToolsTab, permission: 'MANAGE_CONTENT' },
  { key: 'categories', label: 'tabs.categories', Component: CategoriesTab, permission: 'MANAGE_CONTENT' },
  { key: 'tags', label: 'tabs.tags', Component: TagsTab, permission: 'MANAGE_CONTENT' },
  { key: 'subscribers', label: 'tabs.subscribers', Component: SubscribersTab, permission: 'MANAGE_SUBSCRIBERS' },
  { key: 'age-groups', label: 'tabs.ageGroups', Component: AgeGroupsTab, permission: 'MANAGE_CONTENT' },
  { key: 'newsletter', label: 'tabs.newsletter', Component: NewsletterTab, permission: 'MANAGE_NEWSLETTER' },
  { key: 'stories', label: 'tabs.stories', Component: StoriesTab, permission: 'MODERATE_STORIES' },
  { key: 'moving', label: 'tabs.moving', Component: MovingTab, permission: 'MOVE_SITE' },
  { key: 'people', label: 'tabs.people', Component: PeopleTab, permission: 'MANAGE_PEOPLE' },
  { key: 'activity', label: 'tabs.activity', Component: ActivityTab, permission: 'VIEW_ACTIVITY' },
  { key: 'account', label: 'tabs.account', Component: AccountTab, permission: 'USE_ADMIN' },
];

/** The tabs this role may open, in their order; nobody sees a tab without a permission of theirs. */
export const tabsFor = (role: UserRole | null | undefined, tabs: readonly AdminTab[] = ADMIN_TABS) => tabs.filter((t) => can(role, t.permission ?? 'ADMIN'));

const tabPath = (key: string) => (key === 'articles' ? '/admin' : `/admin/${key}`);

/**
 * The admin's toasts in its language: their close button's name, and their texts through the one
 * mapping of form/validationText (a server's English message, a conflict or a refusal, shown in
 * Indonesian when the admin is; a text already in the admin's language passes unchanged).
 */
export function AdminToasts({ children }: { children: ReactNode }) {
  const t = useAdminText();
  const translate = useCallback((text: string) => validationText(t, text), [t]);
  return (
    <ToastCloseText text={t('common.close')} translate={translate}>
      {children}
    </ToastCloseText>
  );
}

/** /admin: title, who is signed in, Logout, and the tabs; the tab is in the address. */
export function AdminDashboard() {
  const { tab = 'articles' } = useParams();
  const { user } = useSession();
  const logout = useLogout();
  const t = useAdminText();
  const [loggingOut, setLoggingOut] = useState(false);
  // Two-step sign-in required for this role and not set up yet: only My account works (the server refuses the rest).
  const account = useQuery(MyAccountDocument, { fetchPolicy: 'cache-and-network' });
  const setupFirst = account.data?.myAccount.twoStepSetupRequired === true;
  const tabs = setupFirst ? ADMIN_TABS.filter((entry) => entry.key === 'account') : tabsFor(user?.role);
  const current = tabs.find((entry) => entry.key === tab);
  if (!current) return <Navigate to={setupFirst ? '/admin/account' : tabPath(tabs[0]?.key ?? 'articles')} replace />;
  const { Component } = current;
  return (
    <AdminToasts>
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 3 }}>
        <div>
          <Typography variant="h1">{t('dashboard.title')}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('dashboard.loggedInAs')} <strong>{user?.username}</strong>
            {user?.role ? ` (${t(`role.${user.role}`)})` : ''}
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
      {setupFirst && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('dashboard.setupFirst')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ mb: 3, borderRadius: 2 }}>
        <Tabs value={current.key} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={t('dashboard.sections')}>
          {tabs.map((entry) => (
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
        <Suspense fallback={<PageSpinner />}>
          <Component key={current.key} />
        </Suspense>
      </Box>
    </Box>
    </AdminToasts>
  );
}

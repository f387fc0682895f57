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
import { useLogout, useSession } from '../auth/useSession';
import { ArticlesTab } from './articles/ArticlesTab';
import { AuthorsTab } from './authors/AuthorsTab';
import { SubscribersTab } from './subscribers/SubscribersTab';
import { AgeGroupsTab } from './taxonomy/AgeGroupsTab';
import { CategoriesTab } from './taxonomy/CategoriesTab';
import { TagsTab } from './taxonomy/TagsTab';
import { ToolsTab } from './tools/ToolsTab';
import { NewsletterTab } from '../newsletter/NewsletterTab';
import { OverviewTab } from '../insight/OverviewTab';

interface AdminTab {
  /** The address segment: /admin/{key}; Articles is /admin. */
  key: string;
  label: string;
  Component: ComponentType;
}

export const ADMIN_TABS: AdminTab[] = [
  // Reads, subscribers and newsletter results (issue 31): first in the row; /admin itself stays Articles (the spec's default).
  { key: 'overview', label: 'Overview', Component: OverviewTab },
  { key: 'articles', label: 'Articles', Component: ArticlesTab },
  { key: 'authors', label: 'Authors', Component: AuthorsTab },
  { key: 'tools', label: 'Tools', Component: ToolsTab },
  { key: 'categories', label: 'Categories', Component: CategoriesTab },
  { key: 'tags', label: 'Tags', Component: TagsTab },
  { key: 'subscribers', label: 'Subscribers', Component: SubscribersTab },
  { key: 'age-groups', label: 'Age Groups', Component: AgeGroupsTab },
  { key: 'newsletter', label: 'Newsletter', Component: NewsletterTab },
];

const tabPath = (key: string) => (key === 'articles' ? '/admin' : `/admin/${key}`);

/** /admin: title, who is signed in, Logout, and the tabs; the tab is in the address. */
export function AdminDashboard() {
  const { tab = 'articles' } = useParams();
  const { user } = useSession();
  const logout = useLogout();
  const [loggingOut, setLoggingOut] = useState(false);
  const current = ADMIN_TABS.find((t) => t.key === tab);
  if (!current) return <Navigate to="/admin" replace />;
  const { Component } = current;
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 3 }}>
        <div>
          <Typography variant="h1">Admin Dashboard</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Logged in as <strong>{user?.username}</strong>
          </Typography>
        </div>
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
          Logout
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ mb: 3, borderRadius: 2 }}>
        <Tabs value={current.key} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label="Admin sections">
          {ADMIN_TABS.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={t.label}
              component={RouterLink}
              to={tabPath(t.key)}
              id={`admin-tab-${t.key}`}
              aria-controls={`admin-panel-${t.key}`}
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

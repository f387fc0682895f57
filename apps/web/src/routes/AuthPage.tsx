import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { ForgotPasswordForm } from '../features/auth/ForgotPasswordForm';
import { LoginForm } from '../features/auth/LoginForm';
import { can } from '../features/auth/permissions';
import { useSession } from '../features/auth/useSession';

const CAPABILITIES = [
  { icon: <ArticleOutlined />, text: 'Create and edit articles' },
  { icon: <CategoryOutlined />, text: 'Manage categories and tags' },
  { icon: <ForumOutlined />, text: 'Approve community stories' },
  { icon: <StarBorderOutlined />, text: 'Control featured content' },
];

/** Where to go after login: the protected page that sent the user here, or the dashboard. */
function useReturnTo(): string {
  const state = useLocation().state as { from?: unknown } | null;
  return typeof state?.from === 'string' && state.from.startsWith('/admin') ? state.from : '/admin';
}

export function AuthPage() {
  const { user, loading } = useSession();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  // Forgot password is a step of this page (/auth?forgot=1), so Back and the reset page's link reach it.
  const [params, setParams] = useSearchParams();
  const forgot = params.get('forgot') === '1';
  if (loading) return <PageSpinner />;
  if (can(user?.role, 'USE_ADMIN')) return <Navigate to={returnTo} replace />;
  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, maxWidth: 960, mx: 'auto', alignItems: 'stretch' }}>
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Typography variant="h2" component="h1" gutterBottom>
            {forgot ? 'Forgot password' : 'Admin Login'}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {forgot ? 'Enter the email address of your account: we send it a link to choose a new password.' : 'Sign in to manage the Tumbuh blog.'}
          </Typography>
          {forgot ? (
            <ForgotPasswordForm onBack={() => setParams({}, { replace: true })} />
          ) : (
            <>
              <LoginForm onSuccess={(u) => can(u.role, 'USE_ADMIN') && navigate(returnTo, { replace: true })} />
              <Link component="button" type="button" variant="body2" onClick={() => setParams({ forgot: '1' })} sx={{ mt: 2 }}>
                Forgot password?
              </Link>
            </>
          )}
          {/* docs/decisions.md#access: say where first-run credentials come from, never the credentials themselves. */}
          {!forgot && (
            <Alert severity="info" sx={{ mt: 3 }}>
              First run? The administrator account comes from the <code>ADMIN_USERNAME</code> and <code>ADMIN_PASSWORD</code> settings; if they
              were not set, the server printed generated credentials once in its console on the first start.
            </Alert>
          )}
        </CardContent>
      </Card>
      <Card sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', border: 'none' }}>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <AdminPanelSettingsOutlined sx={{ fontSize: 48, mb: 1 }} aria-hidden />
          <Typography variant="h3" component="h2" gutterBottom>
            Tumbuh Admin
          </Typography>
          <Typography sx={{ opacity: 0.9 }}>The admin area lets editors run the blog:</Typography>
          <List>
            {CAPABILITIES.map((c) => (
              <ListItem key={c.text} disableGutters>
                <ListItemIcon sx={{ color: 'inherit', minWidth: 40 }}>{c.icon}</ListItemIcon>
                <ListItemText primary={c.text} />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </Box>
  );
}

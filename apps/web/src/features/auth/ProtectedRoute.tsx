import Alert from '@mui/material/Alert';
import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { can } from './permissions';
import { useSession } from './useSession';

/**
 * Admin pages: a centred spinner while the session check is pending, then the page, or /auth when
 * nobody is signed in (the page asked for rides along in the location state and is opened after
 * login). A signed-in user without admin rights gets a notice: the server would refuse every call.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  // Signing out here (dashboard button or header menu) goes to /, not to the login page.
  const wasSignedIn = useRef(false);
  if (user) wasSignedIn.current = true;
  if (loading) return <PageSpinner />;
  if (!user && wasSignedIn.current) return <Navigate to="/" replace />;
  if (!user) return <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (!can(user.role, 'USE_ADMIN')) return <Alert severity="warning">The admin dashboard needs a team account. You are signed in as {user.username}.</Alert>;
  return <>{children}</>;
}

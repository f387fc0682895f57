import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AuthCard } from './AuthCard';
import { AppLink } from '../../components/AppLink';

/**
 * The page for an invitation or reset link that cannot be used: used already, expired, or never
 * valid. The same words for each (the server tells them apart for nobody).
 */
export function LinkProblem({ kind }: { kind: 'invitation' | 'reset' }) {
  return kind === 'invitation' ? (
    <AuthCard
      title="This invitation cannot be used"
      intro="The link was used already, has expired (invitations are valid 7 days) or is not complete. Ask the person who invited you for a new invitation."
    >
      <Button component={AppLink} to="/auth" variant="contained">
        Go to sign-in
      </Button>
    </AuthCard>
  ) : (
    <AuthCard
      title="This reset link cannot be used"
      intro="The link was used already, has expired (reset links are valid 30 minutes) or is not complete. Ask for a new one."
    >
      <Stack direction="row" spacing={1}>
        <Button component={AppLink} to="/auth?forgot=1" variant="contained">
          Ask for a new link
        </Button>
        <Button component={AppLink} to="/auth">
          Sign in
        </Button>
      </Stack>
    </AuthCard>
  );
}

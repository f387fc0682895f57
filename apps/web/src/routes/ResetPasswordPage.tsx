import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../features/auth/AuthCard';
import { LinkProblem } from '../features/auth/LinkProblem';
import { ResetPasswordForm } from '../features/auth/ResetPasswordForm';
import { usePageMeta } from '../features/layout/usePageMeta';

/**
 * /auth/reset?token=: a new password from the link in the reset email (client-rendered, unindexed).
 * The link is checked when the password is saved: a used, expired or forged one then gets the clear page.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [invalid, setInvalid] = useState(false);
  usePageMeta({ title: 'Choose a new password', noindex: true });
  if (!token || invalid) return <LinkProblem kind="reset" />;
  return (
    <AuthCard title="Choose a new password" intro="You are signed out everywhere once it is saved.">
      <ResetPasswordForm token={token} onDone={() => void navigate('/auth', { replace: true })} onLinkInvalid={() => setInvalid(true)} />
    </AuthCard>
  );
}

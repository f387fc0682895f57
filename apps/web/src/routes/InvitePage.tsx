import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { AcceptInvitationForm } from '../features/auth/AcceptInvitationForm';
import { AuthCard } from '../features/auth/AuthCard';
import { LinkProblem } from '../features/auth/LinkProblem';
import { ROLE_LABEL, asRole } from '../features/auth/permissions';
import { usePageMeta } from '../features/layout/usePageMeta';
import { InvitationByTokenDocument } from '../generated/graphql';

/** /auth/invite?token=: the invitee sets up their account (client-rendered, unindexed, like /auth). */
export function InvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [invalid, setInvalid] = useState(false);
  const { data, loading } = useQuery(InvitationByTokenDocument, { variables: { token }, skip: !token, fetchPolicy: 'network-only', errorPolicy: 'all' });
  usePageMeta({ title: 'Accept invitation', noindex: true });
  if (loading) return <PageSpinner />;
  const invitation = data?.invitation;
  if (!token || invalid || !invitation) return <LinkProblem kind="invitation" />;
  const role = asRole(invitation.role);
  return (
    <AuthCard
      title="Join the Tumbuh team"
      intro={
        <>
          You are invited as <strong>{role ? ROLE_LABEL[role].toLowerCase() : invitation.role}</strong> with the address <strong>{invitation.email}</strong>. Choose
          how you sign in.
        </>
      }
    >
      <AcceptInvitationForm token={token} email={invitation.email} onAccepted={() => void navigate('/admin', { replace: true })} onLinkInvalid={() => setInvalid(true)} />
    </AuthCard>
  );
}

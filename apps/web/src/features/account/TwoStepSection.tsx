import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useToast } from '../../app/toast';
import { FormTextField } from '../../components/FormTextField';
import { ConfirmTwoStepDocument, DisableTwoStepDocument, MyAccountDocument, StartTwoStepDocument } from '../../generated/graphql';
import { serverMessage } from '../../graphql/errors';
import { codeError } from '../auth/fieldRules';
import { AccountSection } from './AccountSection';

type Step = { kind: 'idle' } | { kind: 'scan'; qrCodeDataUrl: string; secret: string } | { kind: 'codes'; recoveryCodes: string[] };

/**
 * Two-step sign-in with an authenticator app: Enable shows the server's QR code (and the key to type
 * instead), a code from the app confirms it, then the ten recovery codes show once. Disable asks for
 * the password.
 */
export function TwoStepSection({ enabled, recoveryCodesLeft }: { enabled: boolean; recoveryCodesLeft: number | null }) {
  const toast = useToast();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const refetchQueries = [{ query: MyAccountDocument }];
  const [start, { loading: starting }] = useMutation(StartTwoStepDocument);
  const [confirmSetup] = useMutation(ConfirmTwoStepDocument, { refetchQueries });
  const [disable] = useMutation(DisableTwoStepDocument, { refetchQueries });
  const [disabling, setDisabling] = useState(false);

  const status = (
    <Chip size="small" label={enabled ? 'On' : 'Off'} color={enabled ? 'success' : 'default'} variant="outlined" sx={{ ml: 1 }} aria-label={`Two-step sign-in is ${enabled ? 'on' : 'off'}`} />
  );
  return (
    <AccountSection
      title="Two-step sign-in"
      description={
        <>
          After your password, a code from an authenticator app on your phone.{status}
          {enabled && recoveryCodesLeft !== null ? ` ${recoveryCodesLeft} recovery codes left.` : ''}
        </>
      }
    >
      {step.kind === 'codes' ? (
        <RecoveryCodes codes={step.recoveryCodes} onDone={() => setStep({ kind: 'idle' })} />
      ) : step.kind === 'scan' ? (
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <Typography variant="body2">1. Scan this code with your authenticator app (or type the key).</Typography>
          <Box component="img" src={step.qrCodeDataUrl} alt="QR code for your authenticator app" width={200} height={200} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }} />
          <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} aria-label="Key">
            {step.secret}
          </Typography>
          <Typography variant="body2">2. Enter the 6-digit code it shows.</Typography>
          <Form<{ code: string }>
            onSubmit={async ({ code }): Promise<SubmissionErrors | void> => {
              try {
                const { data } = await confirmSetup({ variables: { code: code.replace(/\s+/g, '') } });
                if (data) setStep({ kind: 'codes', recoveryCodes: data.confirmTwoStep });
                toast({ title: 'Two-step sign-in is on' });
              } catch (e) {
                return { code: serverMessage(e, 'That code did not work') };
              }
            }}
            validate={({ code }) => {
              const error = codeError(code);
              return error ? { code: error } : /^\d{6}$/.test(code.replace(/\s+/g, '')) ? {} : { code: 'The code has 6 digits' };
            }}
            initialValues={{ code: '' }}
            render={({ handleSubmit, submitting }) => (
              <Stack component="form" noValidate onSubmit={handleSubmit} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} aria-label="Confirm two-step sign-in">
                <FormTextField name="code" label="Code from the app" autoComplete="one-time-code" slotProps={{ htmlInput: { inputMode: 'numeric' } }} disabled={submitting} />
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', pt: 1 }}>
                  <Button type="submit" variant="contained" disabled={submitting}>
                    Confirm
                  </Button>
                  <Button onClick={() => setStep({ kind: 'idle' })} disabled={submitting}>
                    Cancel
                  </Button>
                </Stack>
              </Stack>
            )}
          />
        </Stack>
      ) : enabled ? (
        disabling ? (
          <Form<{ currentPassword: string }>
            onSubmit={async ({ currentPassword }): Promise<SubmissionErrors | void> => {
              try {
                await disable({ variables: { password: currentPassword } });
                setDisabling(false);
                toast({ title: 'Two-step sign-in is off' });
              } catch (e) {
                return { currentPassword: serverMessage(e, 'Failed to turn two-step sign-in off') };
              }
            }}
            validate={({ currentPassword }) => (currentPassword ? {} : { currentPassword: 'Your current password is required' })}
            initialValues={{ currentPassword: '' }}
            render={({ handleSubmit, submitting }) => (
              <Stack component="form" noValidate onSubmit={handleSubmit} spacing={1.5} aria-label="Turn off two-step sign-in" sx={{ maxWidth: 480 }}>
                <FormTextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" fullWidth disabled={submitting} />
                <Stack direction="row" spacing={1}>
                  <Button type="submit" color="error" variant="contained" disabled={submitting}>
                    Turn off
                  </Button>
                  <Button onClick={() => setDisabling(false)} disabled={submitting}>
                    Cancel
                  </Button>
                </Stack>
              </Stack>
            )}
          />
        ) : (
          <Button variant="outlined" color="error" onClick={() => setDisabling(true)}>
            Turn off two-step sign-in
          </Button>
        )
      ) : (
        <Button
          variant="contained"
          disabled={starting}
          onClick={async () => {
            try {
              const { data } = await start();
              if (data) setStep({ kind: 'scan', qrCodeDataUrl: data.startTwoStepSetup.qrCodeDataUrl, secret: data.startTwoStepSetup.secret });
            } catch (e) {
              toast({ title: 'Failed to start', description: serverMessage(e, 'Please try again.'), variant: 'destructive' });
            }
          }}
        >
          Enable two-step sign-in
        </Button>
      )}
    </AccountSection>
  );
}

/** The ten recovery codes, shown once: each signs in once when the phone is not at hand. */
function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const toast = useToast();
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Alert severity="warning">Save these recovery codes now: they are shown only once. Each one signs you in once if you lose your phone.</Alert>
      <Box component="ol" aria-label="Recovery codes" sx={{ columns: 2, fontFamily: 'monospace', fontSize: '1rem', m: 0, pl: 3 }}>
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button
          startIcon={<ContentCopyOutlined />}
          onClick={() =>
            void navigator.clipboard
              ?.writeText(codes.join('\n'))
              .then(() => toast({ title: 'Recovery codes copied' }))
              .catch(() => undefined)
          }
        >
          Copy
        </Button>
        <Button variant="contained" onClick={onDone}>
          I saved them
        </Button>
      </Stack>
    </Stack>
  );
}

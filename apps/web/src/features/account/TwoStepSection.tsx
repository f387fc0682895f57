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
import { useAdminText } from '../../i18n/admin';
import { translateErrors } from '../admin/form/validationText';

type Step = { kind: 'idle' } | { kind: 'scan'; qrCodeDataUrl: string; secret: string } | { kind: 'codes'; recoveryCodes: string[] };

/**
 * Two-step sign-in with an authenticator app: Enable shows the server's QR code (and the key to type
 * instead), a code from the app confirms it, then the ten recovery codes show once. Disable asks for
 * the password.
 */
export function TwoStepSection({ enabled, recoveryCodesLeft }: { enabled: boolean; recoveryCodesLeft: number | null }) {
  const toast = useToast();
  const t = useAdminText();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const refetchQueries = [{ query: MyAccountDocument }];
  const [start, { loading: starting }] = useMutation(StartTwoStepDocument);
  const [confirmSetup] = useMutation(ConfirmTwoStepDocument, { refetchQueries });
  const [disable] = useMutation(DisableTwoStepDocument, { refetchQueries });
  const [disabling, setDisabling] = useState(false);

  const status = (
    <Chip size="small" label={t(enabled ? 'common.on' : 'common.off')} color={enabled ? 'success' : 'default'} variant="outlined" sx={{ ml: 1 }} aria-label={t(enabled ? 'twoStep.isOn' : 'twoStep.isOff')} />
  );
  return (
    <AccountSection
      title={t('twoStep.title')}
      description={
        <>
          {t('twoStep.intro')}
          {status}
          {enabled && recoveryCodesLeft !== null ? ` ${t('twoStep.codesLeft', { count: recoveryCodesLeft })}` : ''}
        </>
      }
    >
      {step.kind === 'codes' ? (
        <RecoveryCodes codes={step.recoveryCodes} onDone={() => setStep({ kind: 'idle' })} />
      ) : step.kind === 'scan' ? (
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <Typography variant="body2">{t('twoStep.scan')}</Typography>
          <Box component="img" src={step.qrCodeDataUrl} alt={t('twoStep.qr')} width={200} height={200} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }} />
          <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} aria-label={t('twoStep.key')}>
            {step.secret}
          </Typography>
          <Typography variant="body2">{t('twoStep.enterCode')}</Typography>
          <Form<{ code: string }>
            onSubmit={async ({ code }): Promise<SubmissionErrors | void> => {
              try {
                const { data } = await confirmSetup({ variables: { code: code.replace(/\s+/g, '') } });
                if (data) setStep({ kind: 'codes', recoveryCodes: data.confirmTwoStep });
                toast({ title: t('twoStep.turnedOn') });
              } catch (e) {
                return translateErrors(t, { code: serverMessage(e, t('twoStep.codeFailed')) });
              }
            }}
            validate={({ code }) => {
              const error = codeError(code);
              return translateErrors(t, error ? { code: error } : /^\d{6}$/.test(code.replace(/\s+/g, '')) ? {} : { code: 'The code has 6 digits' });
            }}
            initialValues={{ code: '' }}
            render={({ handleSubmit, submitting }) => (
              <Stack component="form" noValidate onSubmit={handleSubmit} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} aria-label={t('twoStep.confirmLabel')}>
                <FormTextField name="code" label={t('twoStep.code')} autoComplete="one-time-code" slotProps={{ htmlInput: { inputMode: 'numeric' } }} disabled={submitting} />
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', pt: 1 }}>
                  <Button type="submit" variant="contained" disabled={submitting}>
                    {t('twoStep.confirm')}
                  </Button>
                  <Button onClick={() => setStep({ kind: 'idle' })} disabled={submitting}>
                    {t('common.cancel')}
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
                toast({ title: t('twoStep.turnedOff') });
              } catch (e) {
                return translateErrors(t, { currentPassword: serverMessage(e, t('twoStep.offFailed')) });
              }
            }}
            validate={({ currentPassword }) => (currentPassword ? {} : { currentPassword: t('password.currentRequired') })}
            initialValues={{ currentPassword: '' }}
            render={({ handleSubmit, submitting }) => (
              <Stack component="form" noValidate onSubmit={handleSubmit} spacing={1.5} aria-label={t('twoStep.turnOffTitle')} sx={{ maxWidth: 480 }}>
                <FormTextField name="currentPassword" label={t('account.currentPassword')} type="password" autoComplete="current-password" fullWidth disabled={submitting} />
                <Stack direction="row" spacing={1}>
                  <Button type="submit" color="error" variant="contained" disabled={submitting}>
                    {t('twoStep.turnOff')}
                  </Button>
                  <Button onClick={() => setDisabling(false)} disabled={submitting}>
                    {t('common.cancel')}
                  </Button>
                </Stack>
              </Stack>
            )}
          />
        ) : (
          <Button variant="outlined" color="error" onClick={() => setDisabling(true)}>
            {t('twoStep.turnOffTitle')}
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
              toast({ title: t('twoStep.startFailed'), description: serverMessage(e, t('common.pleaseTryAgain')), variant: 'destructive' });
            }
          }}
        >
          {t('twoStep.enable')}
        </Button>
      )}
    </AccountSection>
  );
}

/** The ten recovery codes, shown once: each signs in once when the phone is not at hand. */
function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const toast = useToast();
  const t = useAdminText();
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Alert severity="warning">{t('twoStep.saveCodes')}</Alert>
      <Box component="ol" aria-label={t('twoStep.codes')} sx={{ columns: 2, fontFamily: 'monospace', fontSize: '1rem', m: 0, pl: 3 }}>
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
              .then(() => toast({ title: t('twoStep.codesCopied') }))
              .catch(() => undefined)
          }
        >
          {t('twoStep.copy')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t('twoStep.saved')}
        </Button>
      </Stack>
    </Stack>
  );
}

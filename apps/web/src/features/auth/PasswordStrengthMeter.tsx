import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { PasswordStrength } from './usePasswordStrength';
import { useAdminRichText, useAdminText, type AdminTextKey } from '../../i18n/admin';
import { validationText } from '../admin/form/validationText';

const LEVELS = [
  { label: 'password.veryWeak', color: 'error' },
  { label: 'password.weak', color: 'error' },
  { label: 'password.fair', color: 'warning' },
  { label: 'password.good', color: 'success' },
  { label: 'password.strong', color: 'success' },
] as const satisfies readonly { label: AdminTextKey; color: string }[];

/**
 * The strength of the password being typed (0-4 from the shared rule's estimator), with the
 * estimator's warning. Nothing while the field is empty; a quiet bar while the estimator loads.
 */
export function PasswordStrengthMeter({ password, strength, id }: { password: string; strength: PasswordStrength | null; id?: string }) {
  // In the admin in its language; English on the sign-in pages.
  const t = useAdminText();
  const rich = useAdminRichText();
  if (!password) return null;
  const level = strength ? LEVELS[strength.score] : null;
  return (
    <Box id={id} aria-live="polite" sx={{ mt: -1 }}>
      <LinearProgress
        variant={level ? 'determinate' : 'indeterminate'}
        value={strength ? ((strength.score + 1) / LEVELS.length) * 100 : 0}
        color={level?.color ?? 'inherit'}
        aria-label={t('password.strength')}
        aria-valuetext={level ? t(level.label) : undefined}
        sx={{ height: 6, borderRadius: 3 }}
      />
      {level && strength && (
        <Typography variant="caption" component="p" color={strength.ok ? 'text.secondary' : 'error'} sx={{ mt: 0.5 }}>
          {rich('password.strengthIs', { level: t(level.label) })}
          {strength.message ? ` · ${validationText(t, strength.message)}` : ''}
        </Typography>
      )}
    </Box>
  );
}

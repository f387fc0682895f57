import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { PasswordStrength } from './usePasswordStrength';

const LEVELS = [
  { label: 'Very weak', color: 'error' },
  { label: 'Weak', color: 'error' },
  { label: 'Fair', color: 'warning' },
  { label: 'Good', color: 'success' },
  { label: 'Strong', color: 'success' },
] as const;

/**
 * The strength of the password being typed (0-4 from the shared rule's estimator), with the
 * estimator's warning. Nothing while the field is empty; a quiet bar while the estimator loads.
 */
export function PasswordStrengthMeter({ password, strength, id }: { password: string; strength: PasswordStrength | null; id?: string }) {
  if (!password) return null;
  const level = strength ? LEVELS[strength.score] : null;
  return (
    <Box id={id} aria-live="polite" sx={{ mt: -1 }}>
      <LinearProgress
        variant={level ? 'determinate' : 'indeterminate'}
        value={strength ? ((strength.score + 1) / LEVELS.length) * 100 : 0}
        color={level?.color ?? 'inherit'}
        aria-label="Password strength"
        aria-valuetext={level?.label}
        sx={{ height: 6, borderRadius: 3 }}
      />
      {level && strength && (
        <Typography variant="caption" component="p" color={strength.ok ? 'text.secondary' : 'error'} sx={{ mt: 0.5 }}>
          Strength: <strong>{level.label}</strong>
          {strength.message ? ` · ${strength.message}` : ''}
        </Typography>
      )}
    </Box>
  );
}

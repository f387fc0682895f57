import { useField } from 'react-final-form';
import { FormTextField } from '../../components/FormTextField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { PASSWORD_MIN } from './passwordForm';
import { usePasswordStrength } from './usePasswordStrength';
import { useAdminText } from '../../i18n/admin';

/**
 * A new password, its strength meter and the same password again (fields `password` and `confirm`
 * of the surrounding form; validate them with validateNewPassword).
 */
export function NewPasswordFields({ label, userInputs = [], disabled }: { label?: string; userInputs?: readonly string[]; disabled?: boolean }) {
  // In the admin (My account) in its language; English on the sign-in pages (outside the admin).
  const t = useAdminText();
  const password = (useField<string>('password', { subscription: { value: true } }).input.value as string | undefined) ?? '';
  const strength = usePasswordStrength(password, userInputs);
  return (
    <>
      <FormTextField
        name="password"
        label={label ?? t('password.new')}
        type="password"
        autoComplete="new-password"
        fullWidth
        disabled={disabled}
        helperText={t('password.help', { min: PASSWORD_MIN })}
      />
      <PasswordStrengthMeter id="password-strength" password={password} strength={strength} />
      <FormTextField name="confirm" label={t('password.repeat')} type="password" autoComplete="new-password" fullWidth disabled={disabled} />
    </>
  );
}

import { useField } from 'react-final-form';
import { FormTextField } from '../../components/FormTextField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { PASSWORD_MIN } from './passwordForm';
import { usePasswordStrength } from './usePasswordStrength';

/**
 * A new password, its strength meter and the same password again (fields `password` and `confirm`
 * of the surrounding form; validate them with validateNewPassword).
 */
export function NewPasswordFields({ label = 'New password', userInputs = [], disabled }: { label?: string; userInputs?: readonly string[]; disabled?: boolean }) {
  const password = (useField<string>('password', { subscription: { value: true } }).input.value as string | undefined) ?? '';
  const strength = usePasswordStrength(password, userInputs);
  return (
    <>
      <FormTextField
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        fullWidth
        disabled={disabled}
        helperText={`At least ${PASSWORD_MIN} characters; a few unusual words make a strong one`}
      />
      <PasswordStrengthMeter id="password-strength" password={password} strength={strength} />
      <FormTextField name="confirm" label="Repeat the password" type="password" autoComplete="new-password" fullWidth disabled={disabled} />
    </>
  );
}

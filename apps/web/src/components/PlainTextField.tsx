import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { useId, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';

/** The same styled root as MUI's TextField, so the class names (and so the styles) are the same. */
const TextFieldRoot = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});
/** TextField's root class (textFieldClasses.root, which would import TextField: not wanted here). */
const ROOT_CLASS = 'MuiTextField-root';

export interface PlainTextFieldProps {
  id?: string;
  type?: string;
  label?: string;
  placeholder?: string;
  autoComplete?: string;
  size?: 'small' | 'medium';
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  inputRef?: Ref<HTMLInputElement>;
  slotProps?: {
    htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
    input?: Partial<OutlinedInputProps>;
  };
}

/**
 * MUI's outlined `TextField` for plain text inputs, composed of the parts MUI's TextField composes
 * (FormControl, InputLabel, OutlinedInput) and rendering the same markup. TextField itself imports
 * `Select` (and with it Menu, Popover, Modal and focus trapping) for its `select` mode, which reader
 * pages without a select would otherwise download before their first render.
 * PlainTextField.spec.tsx checks the markup against TextField's.
 */
export function PlainTextField({ id: idOverride, type, label, placeholder, autoComplete, size, value, onChange, disabled = false, fullWidth = false, sx, inputRef, slotProps = {} }: PlainTextFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const hasLabel = label != null && label !== '';
  return (
    <TextFieldRoot className={ROOT_CLASS} disabled={disabled} error={false} fullWidth={fullWidth} required={false} color="primary" variant="outlined" size={size} sx={sx}>
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        autoComplete={autoComplete}
        autoFocus={false}
        fullWidth={fullWidth}
        multiline={false}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onChange={onChange}
        placeholder={placeholder}
        inputProps={slotProps.htmlInput}
        label={label}
        {...slotProps.input}
      />
    </TextFieldRoot>
  );
}

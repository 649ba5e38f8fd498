// A labelled outlined text box with MUI's TextField look, composed from its parts: TextField itself
// also imports Select with its Menu, Popover and Modal (about 12 KB gzip), even for a plain box.
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

export interface OutlinedFieldProps extends Omit<OutlinedInputProps, 'label'> {
  label: string;
  /** The line under the box, as TextField's: a hint, or the problem when `error` is set. */
  helperText?: ReactNode;
}

/** For plain text boxes; a field that is a select keeps TextField. */
export function OutlinedField({
  label,
  helperText,
  id,
  fullWidth,
  disabled,
  error,
  inputProps,
  ...input
}: OutlinedFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} disabled={disabled} error={error}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        id={inputId}
        label={label}
        inputProps={{ ...inputProps, 'aria-describedby': helperId }}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

// A labelled outlined text box with MUI's TextField look, composed from its parts: TextField itself
// also imports Select with its Menu, Popover and Modal (about 12 KB gzip), even for a plain box.
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

export interface OutlinedFieldProps extends Omit<OutlinedInputProps, 'label'> {
  label: string;
}

/** For plain text boxes; a field that is a select keeps TextField. */
export function OutlinedField({ label, id, fullWidth, disabled, ...input }: OutlinedFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} disabled={disabled}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput id={inputId} label={label} {...input} />
    </FormControl>
  );
}

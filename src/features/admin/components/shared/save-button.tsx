// The admin's save button: contained, the save icon, and a spinner in place of the icon while saving.
import SaveIcon from '@mui/icons-material/Save';
import Button, { type ButtonProps } from '@mui/material/Button';

interface SaveButtonProps extends Omit<ButtonProps, 'loading' | 'variant' | 'startIcon'> {
  saving: boolean;
}

export function SaveButton({ saving, ...button }: SaveButtonProps) {
  return <Button variant="contained" startIcon={<SaveIcon />} loading={saving} {...button} />;
}

// Asks before an irreversible delete, naming what will be removed.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteDialogProps {
  open: boolean;
  /** What is deleted, e.g. the tour title, shown in the question. */
  name: string;
  onConfirm(): void;
  onClose(): void;
}

export function ConfirmDeleteDialog({ open, name, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="confirm-delete-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="confirm-delete-title">{t('confirmDelete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('confirmDelete.text', { name })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose}>{t('confirmDelete.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          {t('confirmDelete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

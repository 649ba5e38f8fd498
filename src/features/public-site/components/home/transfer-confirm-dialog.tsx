// The search box's "add this transfer?" dialog, in its own chunk: it loads when a visitor picks a transfer.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface TransferConfirmDialogProps {
  open: boolean;
  /** The transfer asked about, as its label in the search box. */
  choiceLabel: string;
  titleId: string;
  onCancel: () => void;
  onConfirm: () => void;
}

export default function TransferConfirmDialog({
  open,
  choiceLabel,
  titleId,
  onCancel,
  onConfirm,
}: TransferConfirmDialogProps) {
  const { t } = useTranslation('public');
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('search.confirmTitle', { choice: choiceLabel })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('search.confirmText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('search.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          {t('search.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

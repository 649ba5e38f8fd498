// A closable dialog holding the transfer quote form (opened from a tour page).
import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TransferQuoteForm } from './transfer-quote-form';

export interface TransferQuoteDialogProps {
  open: boolean;
  onClose: () => void;
}

export function TransferQuoteDialog({ open, onClose }: TransferQuoteDialogProps) {
  const { t } = useTranslation('public');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t('quote.dialogTitle')}
        <Typography
          component="span"
          color="text.secondary"
          variant="body2"
          sx={{ display: 'block' }}
        >
          {t('quote.dialogText')}
        </Typography>
      </DialogTitle>
      <IconButton
        aria-label={t('quote.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <TransferQuoteForm />
      </DialogContent>
    </Dialog>
  );
}

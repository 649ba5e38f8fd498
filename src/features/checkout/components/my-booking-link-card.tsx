// After booking: the link to the booking's "My booking" page, to open now or copy and keep.
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useCopyToClipboard } from '@/hooks/use-copy-to-clipboard';
import { myBookingLink } from '../utils/my-booking-link';

export function MyBookingLinkCard({ orderId }: { orderId: string }) {
  const { t } = useTranslation('checkout');
  const toast = useToast();
  const { copied, copy } = useCopyToClipboard();
  const link = myBookingLink(orderId);

  const copyLink = async () => {
    if (await copy(link)) {
      toast({ title: t('confirmation.myBooking.copied'), description: link, variant: 'success' });
    } else {
      // The link stays on screen above, to copy by hand.
      toast({ title: t('confirmation.myBooking.copyFailed'), variant: 'warning' });
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="my-booking-link-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography id="my-booking-link-title" variant="h3" component="h2">
          {t('confirmation.myBooking.title')}
        </Typography>
        <Typography>{t('confirmation.myBooking.text')}</Typography>
        <Typography
          data-testid="my-booking-link"
          sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace', userSelect: 'all' }}
        >
          {link}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          <Button variant="contained" component={Link} to={paths.myBooking(orderId)}>
            {t('confirmation.myBooking.open')}
          </Button>
          <Button
            variant="outlined"
            color={copied ? 'success' : 'primary'}
            startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
            onClick={() => void copyLink()}
          >
            {copied ? t('confirmation.myBooking.copied') : t('confirmation.myBooking.copy')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

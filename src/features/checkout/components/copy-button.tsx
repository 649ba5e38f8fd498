// A one-tap copy of a value the tourist must type elsewhere (the Zelle amount, the order id).
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { useCopyToClipboard } from '@/hooks/use-copy-to-clipboard';
import visuallyHidden from '@mui/utils/visuallyHidden';

interface Props {
  value: string;
  /** What is copied, for the button's name: 'amount' → "Copy amount". */
  what: 'amount' | 'orderId';
}

export function CopyButton({ value, what }: Props) {
  const { t } = useTranslation('checkout');
  const toast = useToast();
  const { copied, copy } = useCopyToClipboard();

  const onClick = async () => {
    if (await copy(value)) return;
    // Refused (permission, an old browser, a page not served over https): the value is on screen.
    toast({
      title: t('copy.failedTitle'),
      description: t('copy.failedText', { value }),
      variant: 'error',
    });
  };

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color={copied ? 'success' : 'primary'}
        startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
        aria-label={t(copied ? `copy.${what}Copied` : `copy.${what}`)}
        onClick={() => void onClick()}
        sx={{ flexShrink: 0, minWidth: 104 }}
      >
        {t(copied ? 'copy.copied' : 'copy.action')}
      </Button>
      <Box component="span" role="status" sx={visuallyHidden}>
        {copied ? t(`copy.${what}Copied`) : ''}
      </Box>
    </>
  );
}

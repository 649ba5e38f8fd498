// The three ways to pay: PayPal link, Zelle in four steps, or a booking message on WhatsApp.
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatPlainAmount, formatPublicPrice } from '@/domain/format-price';
import { PAYMENT_METHODS, type PaymentMethod } from '@/domain/booking';
import { CopyButton } from './copy-button';
import { orderIdComponents } from './order-id-text';

interface Props {
  total: number;
  orderId: string;
  zelleRecipient: string;
  /** False when the agency has no usable WhatsApp number. */
  whatsappAvailable: boolean;
  /** The method whose booking is being saved, if any. */
  saving: PaymentMethod | null;
  /** False while the payment settings are still loading. */
  ready: boolean;
  onPay: (method: PaymentMethod) => void;
}

export function PaymentTabs({
  total,
  orderId,
  zelleRecipient,
  whatsappAvailable,
  saving,
  ready,
  onPay,
}: Props) {
  const { t } = useTranslation('checkout');
  const [method, setMethod] = useState<PaymentMethod>('paypal');
  const amount = formatPublicPrice(total);

  const payButton = (label: string, disabled = false) => (
    <Button
      variant="contained"
      color="secondary"
      size="large"
      fullWidth
      disabled={saving !== null || disabled || !ready}
      onClick={() => onPay(method)}
      startIcon={saving === method ? <CircularProgress size={20} color="inherit" /> : undefined}
    >
      {saving === method ? t('payment.saving') : label}
    </Button>
  );

  // The amount and the memo are typed into another app: each gets a copy button.
  const zelleSteps: { text: ReactNode; copy?: ReactNode }[] = [
    { text: t('payment.zelle.open') },
    {
      text: t('payment.zelle.send', { amount, recipient: zelleRecipient }),
      copy: <CopyButton value={formatPlainAmount(total)} what="amount" />,
    },
    {
      text: (
        <Trans
          t={t}
          i18nKey="payment.zelle.memo"
          values={{ orderId }}
          components={orderIdComponents}
        />
      ),
      copy: <CopyButton value={orderId} what="orderId" />,
    },
    { text: t('payment.zelle.receipt') },
  ];

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="payment-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="payment-title" variant="h3" component="h2">
        {t('payment.title')}
      </Typography>
      <Tabs
        value={method}
        onChange={(_, next: PaymentMethod) => setMethod(next)}
        aria-label={t('payment.tabsLabel')}
        variant="fullWidth"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {PAYMENT_METHODS.map((id) => (
          <Tab
            key={id}
            value={id}
            label={t(`payment.tabs.${id}`)}
            id={`pay-tab-${id}`}
            aria-controls={`pay-panel-${id}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`pay-panel-${method}`} aria-labelledby={`pay-tab-${method}`}>
        {method === 'paypal' && (
          <Stack spacing={2}>
            <Typography>
              <Trans
                t={t}
                i18nKey="payment.paypal.text"
                values={{ amount, orderId }}
                components={orderIdComponents}
              />
            </Typography>
            {payButton(t('payment.paypal.action'))}
          </Stack>
        )}
        {method === 'zelle' && (
          <Stack spacing={2}>
            <Typography>{t('payment.zelle.intro')}</Typography>
            <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {zelleSteps.map((step, index) => (
                <Stack
                  component="li"
                  key={index}
                  direction="row"
                  spacing={1.5}
                  sx={{ alignItems: 'flex-start' }}
                >
                  <Avatar
                    aria-hidden
                    sx={{ width: 28, height: 28, fontSize: 14, bgcolor: 'primary.main' }}
                  >
                    {index + 1}
                  </Avatar>
                  <Stack spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
                    <Typography sx={{ pt: 0.25, overflowWrap: 'anywhere' }}>{step.text}</Typography>
                    {step.copy}
                  </Stack>
                </Stack>
              ))}
            </Stack>
            {zelleRecipient === '' && (
              <Alert severity="warning">{t('payment.zelle.notConfigured')}</Alert>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('payment.zelle.note')}
            </Typography>
            {payButton(t('payment.zelle.action'), zelleRecipient === '')}
          </Stack>
        )}
        {method === 'whatsapp' && (
          <Stack spacing={2}>
            <Typography>{t('payment.whatsapp.text')}</Typography>
            {ready && !whatsappAvailable && (
              <Alert severity="warning">{t('payment.whatsapp.notConfigured')}</Alert>
            )}
            {payButton(t('payment.whatsapp.action'), !whatsappAvailable)}
          </Stack>
        )}
      </Box>
    </Paper>
  );
}

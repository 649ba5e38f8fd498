// PayPal.Me link and Zelle details; the link is checked, then both are saved in parallel.
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  paymentSettingEntries,
  paymentSettingsOf,
  type PaymentSettings,
  type SiteContent,
} from '@/domain/site-content';
import { saveSiteContentEntries } from '../../api/site-content-writes';
import { checkPaymentSettings, type PaymentSettingsProblems } from '../../utils/payment-settings';
import { StoredValuesForm } from './stored-values-form';

const ZELLE_MAX_LENGTH = 2000;

/** `loading`: the stored values have not arrived (see StoredValuesForm). */
export function PaymentSettingsCard({
  siteContent,
  loading = false,
}: {
  siteContent: SiteContent;
  loading?: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <StoredValuesForm<PaymentSettings, PaymentSettingsProblems>
      titleId="payment-settings-title"
      textsKey="settings.payment"
      action="Saving payment settings"
      stored={paymentSettingsOf(siteContent)}
      loading={loading}
      check={checkPaymentSettings}
      save={(values) => saveSiteContentEntries(paymentSettingEntries(values))}
    >
      {({ values, problems, edit }) => (
        <>
          <TextField
            label={t('settings.payment.paypalLink')}
            value={values.paypalLink}
            onChange={(event) => edit('paypalLink', event.target.value)}
            error={problems.paypalLink !== undefined}
            helperText={
              problems.paypalLink
                ? t('settings.payment.paypalInvalid')
                : t('settings.payment.paypalHelp')
            }
            slotProps={{
              htmlInput: { inputMode: 'url', autoCapitalize: 'none', spellCheck: false },
            }}
            disabled={loading}
            fullWidth
          />
          <TextField
            label={t('settings.payment.zelleDetails')}
            value={values.zelleDetails}
            onChange={(event) => edit('zelleDetails', event.target.value)}
            helperText={t('settings.payment.zelleHelp')}
            slotProps={{ htmlInput: { maxLength: ZELLE_MAX_LENGTH } }}
            multiline
            minRows={2}
            disabled={loading}
            fullWidth
          />
          <Typography variant="body2" color="text.secondary">
            {t('settings.payment.whatsappNote')}
          </Typography>
        </>
      )}
    </StoredValuesForm>
  );
}

// PayPal.Me link and Zelle details; the link is checked, then both are saved in parallel.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import {
  paymentSettingEntries,
  paymentSettingsOf,
  type PaymentSettings,
  type SiteContent,
} from '@/domain/site-content';
import { saveSiteContentEntries } from '../../api/site-content-writes';
import { useToastedAction } from '@/hooks/use-toasted-action';
import { checkPaymentSettings, type PaymentSettingsProblems } from '../../utils/payment-settings';
import { SaveButton } from '../shared/save-button';

const ZELLE_MAX_LENGTH = 2000;

/**
 * `loading`: the stored values have not arrived; the fields wait for them, so nothing typed meets
 * a value arriving under it (typing into the empty field, then the stored one landing in it).
 */
export function PaymentSettingsCard({
  siteContent,
  loading = false,
}: {
  siteContent: SiteContent;
  loading?: boolean;
}) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const run = useToastedAction();
  // Only what the admin typed; untouched fields keep following the stored (live) values.
  const [edits, setEdits] = useState<Partial<PaymentSettings>>({});
  const [problems, setProblems] = useState<PaymentSettingsProblems>({});
  const [saving, setSaving] = useState(false);
  const values = { ...paymentSettingsOf(siteContent), ...edits };

  const edit = (field: keyof PaymentSettings, value: string) => {
    setEdits((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPaymentSettings(values);
    if (!checked.ok) {
      setProblems(checked.problems);
      toast({
        title: t('settings.payment.invalidTitle'),
        description: t('settings.payment.invalid'),
        variant: 'error',
      });
      return;
    }
    setSaving(true);
    const result = await run(() => saveSiteContentEntries(paymentSettingEntries(checked.values)), {
      name: 'Saving payment settings',
      success: {
        title: t('settings.payment.successTitle'),
        description: t('settings.payment.success'),
      },
      errorTitle: t('settings.payment.errorTitle'),
    });
    if (result.ok) setEdits({});
    setSaving(false);
  };

  return (
    <Card component="section" aria-labelledby="payment-settings-title" variant="outlined">
      <CardContent>
        <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
          <Typography id="payment-settings-title" variant="h6" component="h2">
            {t('settings.payment.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('settings.payment.text')}
          </Typography>
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
          <SaveButton type="submit" saving={saving} disabled={loading}>
            {t('settings.payment.submit')}
          </SaveButton>
        </Stack>
      </CardContent>
    </Card>
  );
}

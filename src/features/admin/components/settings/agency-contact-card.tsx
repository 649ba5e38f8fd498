// The agency's e-mail, phone, WhatsApp and address that tourists see; each is checked, then all are saved.
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import {
  AGENCY_CONTACT_MAX_LENGTH,
  agencyContactEntries,
  agencyContactOf,
  type AgencyContact,
  type AgencyContactField,
  type SiteContent,
} from '@/domain/site-content';
import { usableAgencyContact } from '@/domain/site-content-schema';
import { useToastedAction } from '@/hooks/use-toasted-action';
import { saveSiteContentEntries } from '../../api/site-content-writes';
import {
  AGENCY_CONTACT_FIELDS,
  checkAgencyContact,
  type AgencyContactProblems,
} from '../../utils/agency-contact';
import { SaveButton } from '../shared/save-button';

/** On a phone: the number pad for the numbers, the e-mail keyboard (no capitals) for the e-mail. */
const INPUT_PROPS: Record<AgencyContactField, HTMLAttributes<HTMLInputElement>> = {
  email: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false },
  phone: { inputMode: 'tel' },
  whatsappNumber: { inputMode: 'tel' },
  address: {},
};

/**
 * `loading`: the stored values have not arrived; the fields wait for them, so nothing typed meets
 * a value arriving under it (typing into the empty field, then the stored one landing in it).
 */
export function AgencyContactCard({
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
  const [edits, setEdits] = useState<Partial<AgencyContact>>({});
  const [problems, setProblems] = useState<AgencyContactProblems>({});
  const [saving, setSaving] = useState(false);
  const values = { ...agencyContactOf(siteContent), ...edits };
  // Judged on what is stored: that is what tourists get until the admin saves.
  const whatsappMissing = usableAgencyContact(siteContent).whatsappNumber === null;

  const edit = (field: AgencyContactField, value: string) => {
    setEdits((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAgencyContact(values);
    if (!checked.ok) {
      setProblems(checked.problems);
      toast({
        title: t('settings.agency.invalidTitle'),
        description: t('settings.agency.invalidText'),
        variant: 'error',
      });
      return;
    }
    setSaving(true);
    const result = await run(() => saveSiteContentEntries(agencyContactEntries(checked.values)), {
      name: 'Saving the agency contact',
      success: {
        title: t('settings.agency.successTitle'),
        description: t('settings.agency.success'),
      },
      errorTitle: t('settings.agency.errorTitle'),
    });
    if (result.ok) setEdits({});
    setSaving(false);
  };

  const problemText = (field: AgencyContactField) => {
    const problem = problems[field];
    if (problem === 'required') return t('settings.agency.required');
    if (problem === 'tooLong') {
      return t('settings.agency.tooLong', { max: AGENCY_CONTACT_MAX_LENGTH[field] });
    }
    if (problem === 'invalid') return t(`settings.agency.invalid.${field}`);
    return null;
  };

  return (
    <Card component="section" aria-labelledby="agency-contact-title" variant="outlined">
      <CardContent>
        <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
          <Typography id="agency-contact-title" variant="h6" component="h2">
            {t('settings.agency.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('settings.agency.text')}
          </Typography>
          {whatsappMissing && !loading && (
            <Alert severity="warning">{t('settings.agency.whatsappMissing')}</Alert>
          )}
          {AGENCY_CONTACT_FIELDS.map((field) => {
            const problem = problemText(field);
            return (
              <TextField
                key={field}
                label={t(`settings.agency.${field}`)}
                value={values[field]}
                onChange={(event) => edit(field, event.target.value)}
                error={problem !== null}
                helperText={problem ?? t(`settings.agency.${field}Help`)}
                type={field === 'email' ? 'email' : field === 'address' ? 'text' : 'tel'}
                slotProps={{ htmlInput: INPUT_PROPS[field] }}
                disabled={loading}
                fullWidth
              />
            );
          })}
          <SaveButton type="submit" saving={saving} disabled={loading}>
            {t('settings.agency.submit')}
          </SaveButton>
        </Stack>
      </CardContent>
    </Card>
  );
}

// The agency's e-mail, phone, WhatsApp and address that tourists see; each is checked, then all are saved.
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AGENCY_CONTACT_MAX_LENGTH,
  agencyContactEntries,
  agencyContactOf,
  type AgencyContact,
  type AgencyContactField,
  type SiteContent,
} from '@/domain/site-content';
import { usableAgencyContact } from '@/domain/site-content-schema';
import { saveSiteContentEntries } from '../../api/site-content-writes';
import {
  AGENCY_CONTACT_FIELDS,
  checkAgencyContact,
  type AgencyContactProblem,
  type AgencyContactProblems,
} from '../../utils/agency-contact';
import { StoredValuesForm } from './stored-values-form';

/** On a phone: the number pad for the numbers, the e-mail keyboard (no capitals) for the e-mail. */
const INPUT_PROPS: Record<AgencyContactField, HTMLAttributes<HTMLInputElement>> = {
  email: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false },
  phone: { inputMode: 'tel' },
  whatsappNumber: { inputMode: 'tel' },
  address: {},
};

/** `loading`: the stored values have not arrived (see StoredValuesForm). */
export function AgencyContactCard({
  siteContent,
  loading = false,
}: {
  siteContent: SiteContent;
  loading?: boolean;
}) {
  const { t } = useTranslation('admin');
  // Judged on what is stored: that is what tourists get until the admin saves.
  const whatsappMissing = usableAgencyContact(siteContent).whatsappNumber === null;

  const problemText = (field: AgencyContactField, problem: AgencyContactProblem | undefined) => {
    if (problem === 'required') return t('settings.agency.required');
    if (problem === 'tooLong') {
      return t('settings.agency.tooLong', { max: AGENCY_CONTACT_MAX_LENGTH[field] });
    }
    if (problem === 'invalid') return t(`settings.agency.invalid.${field}`);
    return null;
  };

  return (
    <StoredValuesForm<AgencyContact, AgencyContactProblems>
      titleId="agency-contact-title"
      textsKey="settings.agency"
      action="Saving the agency contact"
      stored={agencyContactOf(siteContent)}
      loading={loading}
      check={checkAgencyContact}
      save={(values) => saveSiteContentEntries(agencyContactEntries(values))}
      notice={
        whatsappMissing &&
        !loading && <Alert severity="warning">{t('settings.agency.whatsappMissing')}</Alert>
      }
    >
      {({ values, problems, edit }) =>
        AGENCY_CONTACT_FIELDS.map((field) => {
          const problem = problemText(field, problems[field]);
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
        })
      }
    </StoredValuesForm>
  );
}

// The four contact fields, all required before any payment action.
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CheckoutContact } from '@/domain/contact';
import type { ContactErrors } from '../utils/contact-errors';

const FIELDS: { name: keyof CheckoutContact; type: string; autoComplete: string }[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
];

interface Props {
  contact: CheckoutContact;
  errors: ContactErrors;
  disabled: boolean;
  onChange: (name: keyof CheckoutContact, value: string) => void;
}

export function ContactForm({ contact, errors, disabled, onChange }: Props) {
  const { t } = useTranslation('checkout');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="contact-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="contact-title" variant="h3" component="h2" sx={{ mb: 2 }}>
        {t('contact.title')}
      </Typography>
      <Grid container spacing={2}>
        {FIELDS.map(({ name, type, autoComplete }) => {
          const error = errors[name];
          return (
            <Grid key={name} size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                required
                name={name}
                type={type}
                autoComplete={autoComplete}
                label={t(`contact.${name}`)}
                value={contact[name]}
                disabled={disabled}
                error={error !== undefined}
                helperText={
                  error === 'required'
                    ? t('contact.required')
                    : error && t(`contact.invalid.${name}`)
                }
                onChange={(event) => onChange(name, event.target.value)}
                slotProps={{
                  htmlInput: { maxLength: name === 'email' ? 254 : name === 'phone' ? 25 : 80 },
                }}
              />
            </Grid>
          );
        })}
      </Grid>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('contact.note')}
      </Typography>
    </Paper>
  );
}

// The order id and the e-mail or phone that find a booking; errors under each field, nothing lost.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupErrors, LookupField, LookupForm as Values } from '../utils/lookup-form';

interface Props {
  values: Values;
  errors: LookupErrors;
  searching: boolean;
  onChange: (field: LookupField, value: string) => void;
  onSubmit: () => void;
}

export function LookupForm({ values, errors, searching, onChange, onSubmit }: Props) {
  const { t } = useTranslation('my-booking');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const field = (name: LookupField, help: string, extra: object) => (
    <TextField
      name={name}
      label={t(`form.${name}`)}
      value={values[name]}
      onChange={(event) => onChange(name, event.target.value)}
      error={errors[name] !== undefined}
      helperText={errors[name] ? t(`form.errors.${errors[name]}`) : help}
      disabled={searching}
      fullWidth
      {...extra}
    />
  );

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="lookup-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Typography id="lookup-title" variant="h3" component="h2">
          {t('form.title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {field('orderId', t('form.orderIdHelp'), {
            autoComplete: 'off',
            slotProps: { htmlInput: { autoCapitalize: 'characters', spellCheck: false } },
          })}
          {field('contact', t('form.contactHelp'), { autoComplete: 'email' })}
        </Stack>
        <Button
          type="submit"
          variant="contained"
          loading={searching}
          loadingPosition="start"
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {searching ? t('form.searching') : t('form.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}

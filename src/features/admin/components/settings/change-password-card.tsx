// Change the signed-in admin's password: the current one proves who is at the keyboard; both new entries
// must match and have at least 6 characters.
import LockResetIcon from '@mui/icons-material/LockReset';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { MIN_PASSWORD_LENGTH, checkNewPassword } from '@/domain/password';
import { changePassword } from '../../api/admin-auth';
import { isBadCredentials, needsRecentLogin } from '../../api/auth-errors';
import { errorMessage, useToastedAction } from '@/hooks/use-toasted-action';

export function ChangePasswordCard() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const run = useToastedAction();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = current === '' ? 'currentMissing' : checkNewPassword(password, confirmation);
    if (problem) {
      toast({
        title: t('settings.password.invalidTitle'),
        description: t(`settings.password.${problem}`, { min: MIN_PASSWORD_LENGTH }),
        variant: 'error',
      });
      return;
    }
    setSaving(true);
    const result = await run(() => changePassword(current, password), {
      name: 'Password change',
      success: {
        title: t('settings.password.successTitle'),
        description: t('settings.password.success'),
      },
      errorTitle: t('settings.password.errorTitle'),
      errorDescription: (error) => {
        if (isBadCredentials(error)) return t('settings.password.wrongCurrent');
        return needsRecentLogin(error) ? t('settings.password.recentLogin') : errorMessage(error);
      },
    });
    if (result.ok) {
      setCurrent('');
      setPassword('');
      setConfirmation('');
    }
    setSaving(false);
  };

  return (
    <Card component="section" aria-labelledby="change-password-title" variant="outlined">
      <CardContent>
        <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
          <Typography id="change-password-title" variant="h6" component="h2">
            {t('settings.password.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('settings.password.text', { min: MIN_PASSWORD_LENGTH })}
          </Typography>
          <TextField
            label={t('settings.password.current')}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
            required
            fullWidth
          />
          <TextField
            label={t('settings.password.new')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
            fullWidth
          />
          <TextField
            label={t('settings.password.confirm')}
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            required
            fullWidth
          />
          <Button type="submit" variant="contained" startIcon={<LockResetIcon />} loading={saving}>
            {t('settings.password.submit')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

// /admin-login: staff sign in with email and password; only accounts with the admin claim get in.
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { LanguageSwitcher } from '@/components/language-switcher';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { signInAdmin, signOutAdmin } from '../../api/admin-auth';
import { NotAuthorisedError, isBadCredentials } from '../../api/auth-errors';
import { useAdminSession } from '../../api/admin-session';
import { errorMessage } from '@/hooks/use-toasted-action';

/** Router state the guard leaves when it turned a signed-in non-admin away. */
export interface LoginPageState {
  notAuthorised?: boolean;
  /** The admin address asked for before signing in (a voucher's check-in link): opened after. */
  from?: string;
}

/** Where to go once signed in: the admin address asked for, else the panel's start. */
function afterSignIn(state: LoginPageState | null): string {
  const from = state?.from;
  return from && from.startsWith(`${paths.admin.root}/`) ? from : paths.admin.root;
}

export default function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useAdminSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [refused, setRefused] = useState(
    (location.state as LoginPageState | null)?.notAuthorised === true,
  );
  const signedInWithoutClaim = session.status === 'signedIn' && session.role === null;

  useEffect(() => {
    // A session without the admin claim is of no use here; end it so nothing lingers.
    if (signedInWithoutClaim) void signOutAdmin();
  }, [signedInWithoutClaim]);

  if (session.status === 'signedIn' && session.role !== null && !submitting) {
    return <Navigate to={afterSignIn(location.state as LoginPageState | null)} replace />;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setRefused(false);
    try {
      await signInAdmin(email, password);
      toast({
        title: t('login.successTitle'),
        description: t('login.success', { email: email.trim() }),
        variant: 'success',
      });
      void navigate(afterSignIn(location.state as LoginPageState | null), { replace: true });
    } catch (error) {
      if (error instanceof NotAuthorisedError) {
        setRefused(true);
        toast({
          title: t('login.notAuthorisedTitle'),
          description: t('login.notAuthorised'),
          variant: 'error',
        });
      } else {
        console.error('Admin sign-in failed', error);
        const description = isBadCredentials(error) ? t('login.invalid') : errorMessage(error);
        toast({ title: t('login.errorTitle'), description, variant: 'error' });
      }
      setSubmitting(false);
    }
  };

  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <LanguageSwitcher color="primary" />
      </Box>
      <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', px: 2, pb: 6 }}>
        <Card variant="outlined" sx={{ width: '100%', maxWidth: 420 }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Stack component="form" spacing={2.5} onSubmit={(event) => void submit(event)}>
              <Stack alignItems="center" spacing={1}>
                <Box
                  sx={{
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    borderRadius: '50%',
                    p: 1.5,
                    display: 'flex',
                  }}
                >
                  <LockOutlinedIcon />
                </Box>
                <Typography variant="h3" component="h1" textAlign="center">
                  {t('login.title')}
                </Typography>
                <Typography color="text.secondary" textAlign="center">
                  {t('login.subtitle')}
                </Typography>
              </Stack>
              {refused && (
                <Alert severity="error" role="alert">
                  <strong>{t('login.notAuthorisedTitle')}</strong> {t('login.notAuthorised')}
                </Alert>
              )}
              <TextField
                label={t('login.email')}
                type="email"
                autoComplete="username"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                required
                fullWidth
              />
              <TextField
                label={t('login.password')}
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                required
                fullWidth
                slotProps={{
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton
                          aria-label={
                            showPassword ? t('login.hidePassword') : t('login.showPassword')
                          }
                          onClick={() => setShowPassword((shown) => !shown)}
                          edge="end"
                        >
                          {showPassword ? <VisibilityOff /> : <Visibility />}
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <Button type="submit" variant="contained" size="large" loading={submitting} fullWidth>
                {t('login.submit')}
              </Button>
              <Link component={RouterLink} to={paths.landing} textAlign="center" sx={{ py: 1 }}>
                {t('login.backToSite')}
              </Link>
            </Stack>
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}

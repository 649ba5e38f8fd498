// /admin/settings/team: the owner adds a guide or driver by e-mail (their account gets the staff
// role and a set-your-password link, e-mailed and shown here once), sees the team and removes
// members (claim taken back, sessions ended at once).
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useToast } from '@/components/toast';
import { destinationDateTimeLabel } from '@/domain/calendar-date';
import { pickLanguage } from '@/domain/language';
import type { AddedStaff, StaffMember } from '@/domain/team';
import { addStaff, removeStaff, useStaffList, type TeamError } from '../../api/team';
import { ConfirmDeleteDialog } from '../shared/confirm-delete-dialog';

const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function useErrorText() {
  const { t } = useTranslation('admin');
  return (error: TeamError, email: string) =>
    typeof error === 'string'
      ? t(`team.errors.${error}`, { email })
      : t('team.errors.failed', { message: error.message });
}

function AddStaffCard({ onAdded }: { onAdded: (added: AddedStaff) => void }) {
  const { t, i18n } = useTranslation('admin');
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) return setError(t('team.errors.invalidEmail'));
    setSending(true);
    setError(null);
    const result = await addStaff(email, pickLanguage([i18n.language]));
    setSending(false);
    if (result.status === 'error') return setError(errorText(result.error, email.trim()));
    setEmail('');
    onAdded(result.value);
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
          <Typography variant="h6" component="h2">
            {t('team.addTitle')}
          </Typography>
          <TextField
            type="email"
            label={t('team.email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error !== null}
            helperText={error ?? ' '}
            autoComplete="off"
          />
          <Button
            type="submit"
            variant="contained"
            disabled={sending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {sending ? t('team.adding') : t('team.add')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The set-your-password link, shown this once. */
function AddedLink({ added }: { added: AddedStaff }) {
  const { t } = useTranslation('admin');
  return (
    <Alert severity={added.emailed ? 'success' : 'warning'} role="status" data-testid="staff-link">
      <Typography sx={{ fontWeight: 700 }}>
        {t('team.linkTitle', { email: added.email })}
      </Typography>
      <Typography>{added.emailed ? t('team.linkEmailed') : t('team.linkNotEmailed')}</Typography>
      <TextField
        value={added.passwordLink}
        label={t('team.copy')}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { readOnly: true } }}
        onFocus={(event) => event.target.select()}
        sx={{ mt: 1 }}
      />
    </Alert>
  );
}

function StaffList() {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const errorText = useErrorText();
  const staff = useStaffList();
  const [removing, setRemoving] = useState<StaffMember | null>(null);

  const remove = async (member: StaffMember) => {
    const result = await removeStaff(member.uid);
    if (result.status === 'error') {
      toast({ title: errorText(result.error, member.email), variant: 'error' });
    } else {
      toast({ title: t('team.removed', { email: member.email }), variant: 'success' });
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" id="team-list">
          {t('team.listTitle')}
        </Typography>
        {staff !== null && staff.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t('team.empty')}
          </Typography>
        )}
        <List aria-labelledby="team-list">
          {(staff ?? []).map((member) => (
            <ListItem
              key={member.uid}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('team.remove', { email: member.email })}
                  onClick={() => setRemoving(member)}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={member.email}
                secondary={t('team.addedAt', {
                  when: destinationDateTimeLabel(member.addedAt, i18n.language),
                })}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <ConfirmDeleteDialog
        open={removing !== null}
        name={removing?.email ?? ''}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
      />
    </Card>
  );
}

export default function TeamPage() {
  const { t } = useTranslation('admin');
  const [added, setAdded] = useState<AddedStaff | null>(null);
  return (
    <>
      <PageHeader title={t('team.title')} subtitle={t('team.subtitle')} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          <AddStaffCard onAdded={setAdded} />
          {added && <AddedLink added={added} />}
        </Stack>
        <StaffList />
      </Box>
    </>
  );
}

// The e-mails of one booking as the functions recorded them: sent when, or failed and why, or queued.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  MESSAGE_KINDS,
  type BookingMessage,
  type BookingMessages,
} from '@/domain/booking-messages';
import { destinationDateTimeLabel } from '@/domain/calendar-date';

function MessageLine({ message }: { message: BookingMessage }) {
  const { t, i18n } = useTranslation('admin');
  const at = destinationDateTimeLabel(message.at, i18n.language);
  if (message.state === 'sent') return <>{t('bookings.messages.sent', { at })}</>;
  if (message.state === 'pending') return <>{t('bookings.messages.pending', { at })}</>;
  const next =
    message.nextAttemptAt === null
      ? t('bookings.messages.givenUp')
      : message.nextAttemptAt !== undefined
        ? t('bookings.messages.retry', {
            at: destinationDateTimeLabel(message.nextAttemptAt, i18n.language),
          })
        : null;
  return (
    <Typography component="span" color="error.main" variant="body2">
      {t('bookings.messages.failed', { at, error: message.error ?? '' })}
      {next && ` · ${next}`}
    </Typography>
  );
}

export function BookingMessagesSection({ messages }: { messages: BookingMessages | undefined }) {
  const { t } = useTranslation('admin');
  const recorded = MESSAGE_KINDS.flatMap((kind) => {
    const message = messages?.[kind];
    return message ? [{ kind, message }] : [];
  });
  return (
    <Stack spacing={0.75} component="section" aria-label={t('bookings.messages.title')}>
      <Typography variant="subtitle2" component="h3">
        {t('bookings.messages.title')}
      </Typography>
      {recorded.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('bookings.messages.none')}
        </Typography>
      )}
      {recorded.map(({ kind, message }) => (
        <Stack key={kind} spacing={0.25}>
          <Typography variant="body2" color="text.secondary">
            {t(`bookings.messages.kinds.${kind}`)}
          </Typography>
          <Typography component="div" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <MessageLine message={message} />
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

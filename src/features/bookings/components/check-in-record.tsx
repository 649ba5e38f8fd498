// What was recorded at the pickup, in one line: who came (or a no-show), when and by whom.
import type { BookingCheckIn } from '@/domain/check-in';
import { destinationDateTimeLabel } from '@/domain/calendar-date';
import { useTranslation } from 'react-i18next';

export function checkInRecordText(
  checkIn: BookingCheckIn,
  t: ReturnType<typeof useTranslation<'admin'>>['t'],
  language: string,
): string {
  const when = destinationDateTimeLabel(checkIn.at, language);
  return checkIn.outcome === 'noShow'
    ? t('checkIn.record.noShow', { when, by: checkIn.byEmail })
    : t('checkIn.record.checkedIn', {
        adults: checkIn.adults,
        children: checkIn.children,
        when,
        by: checkIn.byEmail,
      });
}

export function CheckInRecord({ checkIn }: { checkIn: BookingCheckIn }) {
  const { t, i18n } = useTranslation('admin');
  return checkInRecordText(checkIn, t, i18n.language);
}

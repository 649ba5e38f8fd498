// A booking's status as a coloured label.
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '@/domain/booking';

const COLORS = {
  pending: 'warning',
  confirmed: 'success',
  cancelled: 'default',
  expired: 'default',
} as const;

export function BookingStatusChip({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('admin');
  return <Chip size="small" label={t(`bookings.status.${status}`)} color={COLORS[status]} />;
}

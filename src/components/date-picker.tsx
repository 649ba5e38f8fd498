// The date picker, loaded with its date library (dayjs) and localization once the page has loaded
// and gone idle: it is heavy, and the first view (the home page's search box) paints without it.
// Dates go in and out as YYYY-MM-DD text.
import { Suspense, lazy } from 'react';
import { afterPageLoad } from '@/lib/idle';
import type { DatePickerProps } from './localized-date-picker';
import { OutlinedField } from './outlined-field';

const LocalizedDatePicker = lazy(() =>
  afterPageLoad().then(() => import('./localized-date-picker')),
);

export function DatePicker(props: DatePickerProps) {
  return (
    // Same size and label while it loads, so nothing moves when it arrives.
    <Suspense fallback={<OutlinedField label={props.label} fullWidth disabled />}>
      <LocalizedDatePicker {...props} />
    </Suspense>
  );
}

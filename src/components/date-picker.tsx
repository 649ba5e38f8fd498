// The date picker, loaded on demand with its date library (dayjs) and localization: it is heavy
// and sits below the first view of the home page. Dates go in and out as YYYY-MM-DD text.
import { Suspense, lazy } from 'react';
import type { DatePickerProps } from './localized-date-picker';
import { OutlinedField } from './outlined-field';

const LocalizedDatePicker = lazy(() => import('./localized-date-picker'));

export function DatePicker(props: DatePickerProps) {
  return (
    // Same size and label while it loads, so nothing moves when it arrives.
    <Suspense fallback={<OutlinedField label={props.label} fullWidth disabled />}>
      <LocalizedDatePicker {...props} />
    </Suspense>
  );
}

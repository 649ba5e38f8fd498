// The date picker, loaded with its date library (dayjs) and localization once the page has loaded
// and gone idle: it is heavy, and the first view (the home page's search box) paints without it.
// Until then (and on the server, src/entry-server.tsx) its stand-in shows. Dates go in and out as
// YYYY-MM-DD text.
import { Suspense, lazy } from 'react';
import { usePageLoaded } from '@/lib/idle';
import type { DatePickerProps } from './localized-date-picker';
import { OutlinedField } from './outlined-field';

const LocalizedDatePicker = lazy(() => import('./localized-date-picker'));

export function DatePicker(props: DatePickerProps) {
  const pageLoaded = usePageLoaded();
  // Same size and label while it loads, so nothing moves when it arrives.
  const standIn = <OutlinedField label={props.label} fullWidth disabled />;
  return pageLoaded ? (
    <Suspense fallback={standIn}>
      <LocalizedDatePicker {...props} />
    </Suspense>
  ) : (
    standIn
  );
}

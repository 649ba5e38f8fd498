// The date picker, loaded on demand: it is heavy and sits below the first view of the home page.
import TextField from '@mui/material/TextField';
import type { DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { Suspense, lazy } from 'react';

const MuiDatePicker = lazy(() =>
  import('@mui/x-date-pickers/DatePicker').then((module) => ({ default: module.DatePicker })),
);

type Props = DatePickerProps & { label: string };

export function DatePicker(props: Props) {
  return (
    // Same size and label while it loads, so nothing moves when it arrives.
    <Suspense fallback={<TextField label={props.label} fullWidth disabled />}>
      <MuiDatePicker {...props} />
    </Suspense>
  );
}

// The date picker, loaded with its date library (dayjs) and localization only when a visitor uses
// it: it is heavy, and no page needs it to be drawn or to be usable. Until then (and on the server,
// src/entry-server.tsx) a stand-in with the same look and names shows: its field and its "Choose
// date" button load the picker, which then opens (a tap, the button) or takes the focus (a click
// with a mouse, the keyboard). Dates go in and out as YYYY-MM-DD text.
import EventIcon from '@mui/icons-material/Event';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDateLabel } from '@/domain/calendar-date';
import type { Language } from '@/domain/language';
import { currentLanguage } from '@/lib/i18n';
import type { DatePickerProps, PickerStart } from './localized-date-picker';
import { OutlinedField } from './outlined-field';

const loadPicker = () => import('./localized-date-picker');
const LocalizedDatePicker = lazy(loadPicker);

/** Once one picker has been used, the others of the visit come as the picker itself. */
let pickerUsed = false;

/** A mouse (not a finger): where MUI's picker is its desktop version (and where matchMedia is missing). */
const FINE_POINTER = '(pointer: fine)';

/** The field's text for a YYYY-MM-DD date, as the picker shows it: DD/MM/YYYY, or MM/DD/YYYY. */
export function fieldText(value: string, language: Language): string {
  const [year, month, day] = value.split('-');
  if (!year || !month || !day) return '';
  return language === 'en' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

export function DatePicker(props: DatePickerProps) {
  const [start, setStart] = useState<PickerStart | undefined>(() =>
    pickerUsed ? 'closed' : undefined,
  );
  const standIn = <DatePickerStandIn {...props} onUse={setStart} />;
  if (!start) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LocalizedDatePicker {...props} start={start} />
    </Suspense>
  );
}

interface StandInProps extends DatePickerProps {
  onUse: (start: PickerStart) => void;
}

/** The picker's look before it has loaded: the field, read-only, and its calendar button. */
function DatePickerStandIn({ label, value, helperText, error, onUse }: StandInProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.resolvedLanguage);
  const pointerDown = useRef(false);
  const use = (start: PickerStart) => {
    pickerUsed = true;
    onUse(start);
  };
  const chosen = value ? calendarDateLabel(value, language) : '';
  return (
    <OutlinedField
      label={label}
      fullWidth
      readOnly
      value={fieldText(value, language)}
      error={error}
      helperText={helperText}
      // Fetched as soon as a visitor heads for it, so it is usually there by the click.
      onPointerEnter={() => void loadPicker()}
      onPointerDown={() => {
        pointerDown.current = true;
        void loadPicker();
      }}
      onFocus={() => {
        // Reached with the keyboard: the picker's field takes the focus at once.
        if (!pointerDown.current) use('focused');
      }}
      onBlur={() => {
        pointerDown.current = false;
      }}
      onClick={(event) => {
        // The field itself (the calendar button has its own click).
        if (!(event.target as Element).closest('button'))
          use(
            typeof matchMedia === 'function' && !matchMedia(FINE_POINTER).matches
              ? 'open'
              : 'focused',
          );
      }}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            aria-label={
              chosen ? t('datePicker.openChosen', { date: chosen }) : t('datePicker.open')
            }
            onClick={() => use('open')}
          >
            <EventIcon />
          </IconButton>
        </InputAdornment>
      }
    />
  );
}

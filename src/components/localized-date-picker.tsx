// MUI's date picker with its dayjs adapter and its own labels ("Choose date", "Next month") in the
// visitor's language: one chunk, loaded on demand by ./date-picker.
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, esES } from '@mui/x-date-pickers/locales';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjs } from '@/lib/dayjs';
import { currentLanguage } from '@/lib/i18n';

const ISO_DATE = 'YYYY-MM-DD';
const pickerTexts = { es: esES, en: enUS };

export interface DatePickerProps {
  label: string;
  /** YYYY-MM-DD, or '' for no date. */
  value: string;
  /** Called with YYYY-MM-DD, or '' while the field holds no valid date. */
  onChange: (value: string) => void;
  /** The first day that can be picked, YYYY-MM-DD. */
  minDate?: string;
  /** The last day that can be picked, YYYY-MM-DD. */
  maxDate?: string;
  /** Days that cannot be picked (e.g. the tour does not run, sold out), given as YYYY-MM-DD. */
  shouldDisableDate?: (date: string) => boolean;
  /** Shown under the field, as an error when `error` is set. */
  helperText?: string;
  error?: boolean;
}

/** How the picker comes when a visitor's use of its stand-in loaded it (./date-picker). */
export type PickerStart = 'open' | 'focused' | 'closed';

export default function LocalizedDatePicker({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  shouldDisableDate,
  helperText,
  error,
  start,
}: DatePickerProps & { start: PickerStart }) {
  const { i18n } = useTranslation();
  const field = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    // Opened with its own button, as a visitor's click does, so the focus comes back to it after.
    if (start !== 'open' || opened.current) return;
    opened.current = true;
    const button = field.current?.querySelector('button');
    button?.focus();
    button?.click();
  }, [start]);
  // 'en-US' from the browser is English too: the language the page's texts resolved to.
  const locale = currentLanguage(i18n.resolvedLanguage);
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={locale}
      localeText={pickerTexts[locale].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <DatePicker
        label={label}
        autoFocus={start === 'focused'}
        value={value ? dayjs(value) : null}
        minDate={minDate ? dayjs(minDate) : undefined}
        maxDate={maxDate ? dayjs(maxDate) : undefined}
        shouldDisableDate={
          shouldDisableDate && ((date) => shouldDisableDate(date.format(ISO_DATE)))
        }
        onChange={(date) => onChange(date?.isValid() ? date.format(ISO_DATE) : '')}
        slotProps={{ textField: { fullWidth: true, helperText, error, ref: field } }}
      />
    </LocalizationProvider>
  );
}

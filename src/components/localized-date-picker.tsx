// MUI's date picker with its dayjs adapter and its own labels ("Choose date", "Next month") in the
// visitor's language: one chunk, loaded on demand by ./date-picker.
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, esES } from '@mui/x-date-pickers/locales';
import { useTranslation } from 'react-i18next';
import { dayjs, dayjsLocale } from '@/lib/dayjs';

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
}

export default function LocalizedDatePicker({ label, value, onChange, minDate }: DatePickerProps) {
  const { i18n } = useTranslation();
  const locale = dayjsLocale(i18n.language);
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={locale}
      localeText={pickerTexts[locale].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <DatePicker
        label={label}
        value={value ? dayjs(value) : null}
        minDate={minDate ? dayjs(minDate) : undefined}
        onChange={(date) => onChange(date?.isValid() ? date.format(ISO_DATE) : '')}
        slotProps={{ textField: { fullWidth: true } }}
      />
    </LocalizationProvider>
  );
}

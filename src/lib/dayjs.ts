// dayjs with the two locales the date pickers use (week starts Monday in Spanish, Sunday in English).
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/en';

export { dayjs };

// A tour card's schedule: the weekdays it runs, departure times, seats, closed dates and booking horizon.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDateLabel } from '@/domain/calendar-date';
import { SCHEDULE_LIMITS } from '@/domain/tour-schedule';
import {
  byNumber,
  closedDateProblem,
  SCHEDULE_NUMBER_RANGES,
  type ScheduleDraft,
  type TourDraftProblem,
  type TourDraftProblems,
} from '../../utils/tour-draft';
import { weekdayName } from '@/domain/calendar-date';
import { WEEKDAYS_MONDAY_FIRST } from '../../utils/weekday-names';

interface TourScheduleEditorProps {
  schedule: ScheduleDraft;
  problems: TourDraftProblems;
  disabled: boolean;
  /** Gets an update function, so quick taps build on the newest schedule. */
  onScheduleChange(update: (schedule: ScheduleDraft) => ScheduleDraft): void;
}

/** The figures a problem message names. */
const PROBLEM_LIMITS: Partial<Record<TourDraftProblem, { max: number }>> = {
  too_many_departures: { max: SCHEDULE_LIMITS.departures },
  too_many_closed_dates: { max: SCHEDULE_LIMITS.closedDates },
};

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby={id} spacing={1}>
      <Typography id={id} variant="subtitle2" component="h4">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

export function TourScheduleEditor({
  schedule,
  problems,
  disabled,
  onScheduleChange,
}: TourScheduleEditorProps) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const id = useId();
  const [pendingDate, setPendingDate] = useState('');
  const [pendingProblem, setPendingProblem] = useState<TourDraftProblem | null>(null);
  const weekdays = useMemo(
    () =>
      WEEKDAYS_MONDAY_FIRST.map((weekday) => ({
        weekday,
        short: weekdayName(weekday, language, 'short'),
        long: weekdayName(weekday, language, 'long'),
      })),
    [language],
  );

  const message = (problem: TourDraftProblem, values: object = {}) =>
    t(`tours.problems.${problem}`, { ...PROBLEM_LIMITS[problem], ...values });
  const change = (part: Partial<ScheduleDraft>) =>
    onScheduleChange((current) => ({ ...current, ...part }));

  const weekdaysProblem = problems['schedule.weekdays'];
  const departuresFull = schedule.departures.length >= SCHEDULE_LIMITS.departures;
  const departuresProblem = problems['schedule.departures'];
  const closedDatesFull = schedule.closedDates.length >= SCHEDULE_LIMITS.closedDates;
  const closedDatesProblem = problems['schedule.closedDates'];

  const numberField = (name: 'seats' | 'horizonMonths', helper: string) => {
    const problem = problems[`schedule.${name}`];
    const range = SCHEDULE_NUMBER_RANGES[name];
    return (
      <TextField
        id={`${id}-${name}`}
        label={t(`tours.schedule.${name}`)}
        type="number"
        value={schedule[name]}
        onChange={(event) => change({ [name]: event.target.value })}
        error={problem !== undefined}
        helperText={problem ? message(problem, range) : helper}
        slotProps={{ htmlInput: { inputMode: 'numeric', min: range.min, max: range.max, step: 1 } }}
        disabled={disabled}
        fullWidth
      />
    );
  };

  const addClosedDate = () => {
    const problem = closedDateProblem(schedule.closedDates, pendingDate);
    setPendingProblem(problem);
    if (problem) return;
    onScheduleChange((current) => ({
      ...current,
      closedDates: [...current.closedDates, pendingDate].sort(),
    }));
    setPendingDate('');
  };

  return (
    <Stack component="section" aria-labelledby={`${id}-title`} spacing={3}>
      <Typography id={`${id}-title`} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('tours.schedule.title')}
      </Typography>

      <Part id={`${id}-weekdays`} title={t('tours.schedule.weekdays')}>
        <ToggleButtonGroup
          value={schedule.weekdays}
          onChange={(_, weekdays: number[]) => change({ weekdays: [...weekdays].sort(byNumber) })}
          aria-labelledby={`${id}-weekdays`}
          aria-describedby={weekdaysProblem ? `${id}-weekdays-problem` : undefined}
          color="primary"
          size="small"
          disabled={disabled}
          fullWidth
        >
          {weekdays.map(({ weekday, short, long }) => (
            <ToggleButton
              key={weekday}
              value={weekday}
              aria-label={long}
              sx={{ px: 0, minWidth: 0, minHeight: 44 }}
            >
              {short}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {weekdaysProblem && (
          <FormHelperText id={`${id}-weekdays-problem`} error>
            {message(weekdaysProblem)}
          </FormHelperText>
        )}
      </Part>

      <Part id={`${id}-departures`} title={t('tours.schedule.departures')}>
        <Typography variant="body2" color="text.secondary">
          {t('tours.schedule.departuresHelp')}
        </Typography>
        {schedule.departures.length > 0 && (
          <Box
            component="ol"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
            }}
          >
            {schedule.departures.map((time, index) => {
              const problem = problems[`schedule.departures.${index}`];
              const n = index + 1;
              return (
                <Stack component="li" key={index} direction="row" alignItems="flex-start">
                  <TextField
                    id={`${id}-departure-${index}`}
                    label={t('tours.schedule.departure', { n })}
                    type="time"
                    value={time}
                    onChange={(event) =>
                      onScheduleChange((current) => ({
                        ...current,
                        departures: current.departures.map((other, at) =>
                          at === index ? event.target.value : other,
                        ),
                      }))
                    }
                    // A row just added is empty: put the cursor there.
                    autoFocus={time === ''}
                    error={problem !== undefined}
                    helperText={problem && message(problem)}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
                    disabled={disabled}
                    size="small"
                    fullWidth
                  />
                  <IconButton
                    aria-label={
                      time
                        ? t('tours.schedule.removeDeparture', { time })
                        : t('tours.schedule.removeEmptyDeparture', { n })
                    }
                    color="error"
                    disabled={disabled}
                    onClick={() =>
                      onScheduleChange((current) => ({
                        ...current,
                        departures: current.departures.filter((_, at) => at !== index),
                      }))
                    }
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Stack>
              );
            })}
          </Box>
        )}
        <Box>
          <Button
            startIcon={<AddIcon />}
            disabled={disabled || departuresFull}
            onClick={() =>
              onScheduleChange((current) => ({
                ...current,
                departures: [...current.departures, ''],
              }))
            }
          >
            {t('tours.schedule.addDeparture')}
          </Button>
        </Box>
        {departuresProblem ? (
          <FormHelperText error>{message(departuresProblem)}</FormHelperText>
        ) : (
          departuresFull && (
            <FormHelperText>
              {t('tours.schedule.departuresFull', { max: SCHEDULE_LIMITS.departures })}
            </FormHelperText>
          )
        )}
      </Part>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {numberField('seats', t('tours.schedule.seatsHelp'))}
        {numberField(
          'horizonMonths',
          t('tours.schedule.horizonHelp', SCHEDULE_NUMBER_RANGES.horizonMonths),
        )}
      </Stack>

      <Part id={`${id}-closed`} title={t('tours.schedule.closedDates')}>
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            id={`${id}-closed-date`}
            label={t('tours.schedule.closedDate')}
            type="date"
            value={pendingDate}
            onChange={(event) => {
              setPendingDate(event.target.value);
              setPendingProblem(null);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              addClosedDate();
            }}
            error={pendingProblem !== null}
            helperText={
              pendingProblem
                ? message(pendingProblem)
                : closedDatesFull
                  ? message('too_many_closed_dates')
                  : t('tours.schedule.closedDatesHelp')
            }
            slotProps={{ inputLabel: { shrink: true } }}
            disabled={disabled || closedDatesFull}
            size="small"
            sx={{ flex: '1 1 180px' }}
          />
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={addClosedDate}
            disabled={disabled || closedDatesFull}
            sx={{ minHeight: 40 }}
          >
            {t('tours.schedule.addClosedDate')}
          </Button>
        </Stack>
        {closedDatesProblem && <FormHelperText error>{message(closedDatesProblem)}</FormHelperText>}
        {schedule.closedDates.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('tours.schedule.noClosedDates')}
          </Typography>
        ) : (
          <Stack
            component="ul"
            direction="row"
            useFlexGap
            spacing={1}
            sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
          >
            {schedule.closedDates.map((date) => {
              const label = calendarDateLabel(date, language);
              // The whole chip removes the date: a big enough target on a phone, and Enter works.
              const remove = () =>
                onScheduleChange((current) => ({
                  ...current,
                  closedDates: current.closedDates.filter((other) => other !== date),
                }));
              return (
                <li key={date}>
                  <Chip
                    label={label}
                    aria-label={t('tours.schedule.removeClosedDate', { date: label })}
                    onClick={remove}
                    onDelete={remove}
                    disabled={disabled}
                  />
                </li>
              );
            })}
          </Stack>
        )}
      </Part>
    </Stack>
  );
}

// The tour page's booking card: the day (days it does not run or sold out disabled), departure and
// pickup place, participant counters within the tour's limits and the seats left, the live price,
// book now and add a transfer. It starts from the hero search's day and adults when the address
// carries them.
import AddIcon from '@mui/icons-material/Add';
import AirportShuttleOutlinedIcon from '@mui/icons-material/AirportShuttleOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DatePicker } from '@/components/date-picker';
import { OutlinedField } from '@/components/outlined-field';
import { paths } from '@/config/paths';
import type { Cart } from '@/domain/cart';
import { addDays, todayAtDestination } from '@/domain/calendar-date';
import { formatPublicPrice } from '@/domain/format-price';
import { readHeroSearch } from '@/domain/hero-search';
import {
  GROUP_UNIT,
  canAddAdult,
  canAddChild,
  canBook,
  canRemoveAdult,
  canRemoveChild,
  participantLimits,
  totalParticipants,
  type Participants,
} from '@/domain/participants';
import { adultUnitPrice, childUnitPrice, tourPrice } from '@/domain/tour-price';
import { placesOf } from '@/domain/transfer-routes';
import type { Tour } from '@/domain/tour';
import {
  ANY_DEPARTURE,
  dateProblem,
  departuresOf,
  isDaySoldOut,
  lastBookableDate,
  PICKUP_MAX_LENGTH,
  pickupProblem,
  seatsLeft,
} from '@/domain/tour-schedule';
import { useCatalog } from '@/features/catalog/catalog-provider';
import { useCartActions, useStoredCart } from '@/features/cart/cart-provider';
import { HEADER_HEIGHT } from '@/lib/theme';
import { useSoldSeats } from '../api/use-sold-seats';
import { tourPriceLabel, tourTextsIn } from './tour-text';

/** The departure picker's code loads only for a tour with several departures a day. */
const DepartureSelect = lazy(() => import('./departure-select'));

/** Seats left are shown from this many down. */
const FEW_SEATS = 10;

interface CounterProps {
  label: string;
  detail: string;
  value: number;
  canDecrement: boolean;
  canIncrement: boolean;
  onChange: (value: number) => void;
}

function Counter({ label, detail, value, canDecrement, canIncrement, onChange }: CounterProps) {
  const { t } = useTranslation('public');
  const labelId = useId();
  return (
    <Stack
      direction="row"
      role="group"
      aria-labelledby={labelId}
      sx={{ alignItems: 'center', gap: 1 }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={labelId} sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      </Box>
      <IconButton
        aria-label={t('booking.decrease', { label })}
        disabled={!canDecrement}
        onClick={() => onChange(value - 1)}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <RemoveIcon />
      </IconButton>
      <Typography
        aria-live="polite"
        sx={{ minWidth: 32, textAlign: 'center', fontWeight: 800, fontSize: '1.15rem' }}
      >
        {value}
      </Typography>
      <IconButton
        aria-label={t('booking.increase', { label })}
        disabled={!canIncrement}
        onClick={() => onChange(value + 1)}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <AddIcon />
      </IconButton>
    </Stack>
  );
}

/**
 * Counts to start from: the adults of the hero search (at most the tour's maximum), else what the
 * cart holds for this tour, else 1 adult (a group tour is one unit).
 */
function startingParticipants(
  tour: Tour,
  searchedAdults: number | null,
  cartTourId: string | undefined,
  inCart: Participants,
): Participants {
  if (tour.priceType === 'per_group') return GROUP_UNIT;
  if (searchedAdults !== null) {
    return { adults: Math.min(searchedAdults, participantLimits(tour).maxTotal), children: 0 };
  }
  return cartTourId === tour.id
    ? { adults: inCart.adults, children: inCart.children }
    : { adults: 1, children: 0 };
}

interface BookingCardProps {
  tour: Tour;
  /** The visitor wants a transfer too: the tour is already in the cart. */
  onTransferRequested: () => void;
}

/**
 * The places of the transfer routes, as pickup suggestions: hotels and areas tourists know. Sorted
 * once per catalog, the same way on the server and in the browser (comparePlaces: no collator).
 */
function usePickupPlaces(): string[] {
  const { pricing } = useCatalog();
  return useMemo(() => placesOf(pricing), [pricing]);
}

export function BookingCard({ tour, onTransferRequested }: BookingCardProps) {
  const { t, i18n } = useTranslation('public');
  const { priceText } = tourTextsIn(tour, i18n.language);
  const navigate = useNavigate();
  const cart = useStoredCart();
  const { addTour } = useCartActions();
  const today = todayAtDestination();
  const [params] = useSearchParams();
  // What the visitor searched for on the home page, read once: later edits here are theirs.
  const [searched] = useState(() => {
    const search = readHeroSearch(params);
    const runs = search.date !== null && dateProblem(tour.schedule, search.date, today) === null;
    return { date: runs ? search.date : null, adults: search.adults };
  });
  const departures = departuresOf(tour.schedule);
  /** Where the form starts: the home page's search, else what the cart holds for this tour. */
  const startingForm = (from: Cart) => {
    const inCart = from.tour?.id === tour.id ? from.tourDay : null;
    return {
      participants: startingParticipants(tour, searched.adults, from.tour?.id, from.participants),
      date: searched.date ?? inCart?.date ?? '',
      departure:
        !searched.date && inCart && departures.includes(inCart.departure)
          ? inCart.departure
          : (departures[0] ?? ''),
      pickup: inCart?.pickup ?? '',
    };
  };
  const [form, setForm] = useState(() => ({ ...startingForm(cart), from: cart, edited: false }));
  // The cart stored on the device is read once the page is up (another tab may change it too): a
  // form the visitor has not changed yet starts over from it then, as if it had been there from the
  // start. A device with no cart stored changes nothing here, and nothing is drawn again.
  if (cart !== form.from) {
    setForm(
      form.edited ? { ...form, from: cart } : { ...startingForm(cart), from: cart, edited: false },
    );
  }
  const edit = (changes: Partial<ReturnType<typeof startingForm>>) =>
    setForm((current) => ({ ...current, ...changes, edited: true }));
  const { participants, date: pickedDate, departure, pickup } = form;
  const [showProblems, setShowProblems] = useState(false);
  const pickupListId = useId();
  const places = usePickupPlaces();
  const sold = useSoldSeats(tour.id, addDays(today, 1));
  // The searched day may turn out sold out once the seats arrive: then it is dropped, unsaid.
  const date =
    pickedDate !== '' &&
    pickedDate === searched.date &&
    sold !== null &&
    isDaySoldOut(tour.schedule, sold[pickedDate])
      ? ''
      : pickedDate;
  const limits = participantLimits(tour);
  const perPerson = tour.priceType === 'per_person';
  const belowMinimum = totalParticipants(participants) < limits.minAdults;

  const left = date ? seatsLeft(tour.schedule.seats, sold?.[date]?.[departure] ?? 0) : null;
  const seatsWanted = totalParticipants(participants);
  const tooFewSeats = left !== null && seatsWanted > left;
  const pickupIssue = pickupProblem(pickup);
  const problems = {
    date: date === '' || dateProblem(tour.schedule, date, today) !== null,
    pickup: pickupIssue !== null,
  };
  const bookable = canBook(tour, participants) && !tooFewSeats;

  const book = (then: () => void) => {
    if (problems.date || problems.pickup) {
      setShowProblems(true);
      return;
    }
    addTour(tour, participants, { date, departure, pickup: pickup.trim() });
    then();
  };
  const bookNow = () => book(() => void navigate(paths.checkout));
  const addTransfer = () => book(onTransferRequested);
  const departureLabel = (value: string) => (value === ANY_DEPARTURE ? t('booking.allDay') : value);

  return (
    <Paper
      component="aside"
      aria-label={t('booking.label')}
      elevation={4}
      sx={{ p: 3, borderRadius: 2, position: { md: 'sticky' }, top: { md: HEADER_HEIGHT + 24 } }}
    >
      <Typography variant="overline" color="text.secondary">
        {t(perPerson ? 'booking.pricePerPerson' : 'booking.pricePerGroup')}
      </Typography>
      <Typography
        sx={{ fontSize: '1.9rem', fontWeight: 800, lineHeight: 1.2, color: 'primary.dark' }}
      >
        {tourPriceLabel(tour) ?? t('tourCard.noPrice')}
      </Typography>
      {priceText && <Typography color="text.secondary">{priceText}</Typography>}
      <Divider sx={{ my: 2 }} />
      <Stack spacing={2} sx={{ mb: 2 }}>
        <DatePicker
          label={t('booking.date')}
          value={date}
          minDate={addDays(today, 1)}
          maxDate={lastBookableDate(tour.schedule, today)}
          shouldDisableDate={(day) =>
            dateProblem(tour.schedule, day, today) !== null ||
            isDaySoldOut(tour.schedule, sold?.[day])
          }
          onChange={(date) => edit({ date })}
          error={showProblems && problems.date}
          helperText={showProblems && problems.date ? t('booking.chooseDate') : undefined}
        />
        {departures.length > 1 ? (
          // Same size and label while its code loads, so nothing moves when it arrives.
          <Suspense fallback={<OutlinedField label={t('booking.departure')} fullWidth disabled />}>
            <DepartureSelect
              label={t('booking.departure')}
              value={departure}
              onChange={(departure) => edit({ departure })}
              options={departures.map((option) => {
                const full =
                  date !== '' && seatsLeft(tour.schedule.seats, sold?.[date]?.[option] ?? 0) === 0;
                return {
                  value: option,
                  label: full
                    ? t('booking.departureFull', { time: option })
                    : departureLabel(option),
                  disabled: full,
                };
              })}
            />
          </Suspense>
        ) : (
          departure !== ANY_DEPARTURE && (
            <Typography color="text.secondary">
              {t('booking.departureAt', { time: departure })}
            </Typography>
          )
        )}
        <OutlinedField
          label={t('booking.pickup')}
          value={pickup}
          onChange={(event) => edit({ pickup: event.target.value })}
          error={showProblems && problems.pickup}
          helperText={
            showProblems && problems.pickup
              ? t(pickupIssue === 'markup' ? 'booking.pickupInvalid' : 'booking.choosePickup')
              : t('booking.pickupHelp')
          }
          inputProps={{ list: pickupListId, maxLength: PICKUP_MAX_LENGTH, autoComplete: 'off' }}
          fullWidth
        />
        <datalist id={pickupListId}>
          {places.map((place) => (
            <option key={place} value={place} />
          ))}
        </datalist>
        {left !== null && (tooFewSeats || left <= FEW_SEATS) && (
          <Typography
            color={tooFewSeats ? 'error' : 'warning.dark'}
            role={tooFewSeats ? 'alert' : 'status'}
            sx={{ fontWeight: 700 }}
          >
            {left === 0
              ? t('booking.soldOut')
              : tooFewSeats
                ? t('booking.notEnoughSeats', { count: left })
                : t('booking.seatsLeft', { count: left })}
          </Typography>
        )}
      </Stack>
      <Divider sx={{ my: 2 }} />
      {perPerson ? (
        <Stack spacing={2}>
          <Counter
            label={t('booking.adults')}
            detail={t('booking.each', { price: formatPublicPrice(adultUnitPrice(tour)) })}
            value={participants.adults}
            canDecrement={canRemoveAdult(tour, participants)}
            canIncrement={canAddAdult(tour, participants)}
            onChange={(adults) => edit({ participants: { ...participants, adults } })}
          />
          {limits.childrenAllowed && (
            <Counter
              label={t('booking.children')}
              detail={t('booking.each', { price: formatPublicPrice(childUnitPrice(tour)) })}
              value={participants.children}
              canDecrement={canRemoveChild(tour, participants)}
              canIncrement={canAddChild(tour, participants)}
              onChange={(children) => edit({ participants: { ...participants, children } })}
            />
          )}
          <Typography
            variant="body2"
            color={belowMinimum ? 'error' : 'text.secondary'}
            role={belowMinimum ? 'alert' : undefined}
          >
            {belowMinimum
              ? t('booking.belowMinimum', { count: limits.minAdults })
              : t('booking.limits', { min: limits.minAdults, max: limits.maxTotal })}
          </Typography>
        </Stack>
      ) : (
        <Typography color="text.secondary">{t('booking.groupNote')}</Typography>
      )}
      <Divider sx={{ my: 2 }} />
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 2 }}
      >
        <Typography sx={{ fontWeight: 700 }}>{t('booking.total')}</Typography>
        <Typography
          aria-live="polite"
          data-testid="booking-total"
          sx={{ fontSize: '1.5rem', fontWeight: 800 }}
        >
          {formatPublicPrice(tourPrice(tour, participants))}
        </Typography>
      </Stack>
      <Stack spacing={1.25}>
        <Button
          variant="contained"
          color="secondary"
          size="large"
          startIcon={<EventAvailableIcon />}
          disabled={!bookable}
          onClick={bookNow}
        >
          {t('booking.bookNow')}
        </Button>
        <Button
          variant="outlined"
          size="large"
          startIcon={<AirportShuttleOutlinedIcon />}
          disabled={!bookable}
          onClick={addTransfer}
        >
          {t('booking.addTransfer')}
        </Button>
      </Stack>
    </Paper>
  );
}

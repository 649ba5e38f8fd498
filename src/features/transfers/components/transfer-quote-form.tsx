// The transfer quote: cascading type → origin → destination, date, pickup time, group and, to or from the airport, the flight; a good quote goes into the cart.
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@/components/date-picker';
import { Suspense, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { calendarDateLabel, todayAtDestination } from '@/domain/calendar-date';
import type { CartTransfer } from '@/domain/cart';
import { formatPublicPrice } from '@/domain/format-price';
import { PASSENGER_GROUPS } from '@/domain/passenger-groups';
import { PICKUP_SLOTS } from '@/domain/pickup-slots';
import {
  emptyQuoteForm,
  flightProblems,
  quoteNeedsFlight,
  quoteTransfer,
  type QuoteError,
  type QuoteForm,
} from '@/domain/quote-form';
import { destinationsFor, originsFor } from '@/domain/transfer-routes';
import { TRANSFER_TYPES, isTransferType } from '@/domain/pricing-route';
import { useCartActions } from '@/features/cart/cart-provider';
import { useCatalog } from '@/features/catalog/catalog-provider';

/** Text keys (public:quote.errors.*) of the toast for each way a quote can fail; null: told beside the field. */
const ERROR_TOASTS: Record<QuoteError, string | null> = {
  incomplete: 'incomplete',
  invalid_date: 'invalidDate',
  route_unavailable: 'routeUnavailable',
  flight_required: null,
  flight_format: null,
  arrival_format: null,
};

interface SelectFieldProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
  helperText?: string;
}

/**
 * One field of the quote: a half-width select (long lists scroll inside a bounded menu). Each is a
 * Suspense boundary of its own, so on a page rendered on the server React takes each field over in
 * a render and commit of its own: the form's five selects (each a Menu, a Popover and a Modal, and
 * a second render as its display mounts) were one commit of about 25 ms (100 ms at a phone's CPU).
 */
function SelectField({ label, value, options, onChange, disabled, helperText }: SelectFieldProps) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Suspense>
        <TextField
          select
          fullWidth
          label={label}
          value={value}
          disabled={disabled}
          helperText={helperText}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{
            select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } },
          }}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Suspense>
    </Grid>
  );
}

export function TransferQuoteForm() {
  const { t, i18n } = useTranslation('public');
  const { pricing } = useCatalog();
  const { addTransfer } = useCartActions();
  const toast = useToast();
  const [form, setForm] = useState<QuoteForm>(emptyQuoteForm);
  const [added, setAdded] = useState<CartTransfer | null>(null);
  // The flight fields show their problems once a quote was asked for, then follow the typing.
  const [submitted, setSubmitted] = useState(false);
  const flightInput = useRef<HTMLInputElement>(null);
  const arrivalInput = useRef<HTMLInputElement>(null);

  const type = isTransferType(form.type) ? form.type : null;
  const origins = type ? originsFor(pricing, type) : [];
  const destinations = type && form.origin ? destinationsFor(pricing, type, form.origin) : [];
  // Hidden flight fields keep what was typed, in case the visitor comes back to an airport route.
  const needsFlight = quoteNeedsFlight(form);
  const problems = submitted ? flightProblems(form) : { flightNumber: null, arrivalTime: null };

  // Any change starts a new quote, so the "added" note never describes other fields.
  const update = (patch: Partial<QuoteForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setAdded(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = quoteTransfer(pricing, form, todayAtDestination());
    if (!result.ok) {
      const key = ERROR_TOASTS[result.error];
      if (key === null) {
        (result.error === 'arrival_format' ? arrivalInput : flightInput).current?.focus();
        return;
      }
      toast({
        title: t(`quote.errors.${key}.title`),
        description: t(`quote.errors.${key}.text`),
        variant: 'error',
      });
      return;
    }
    addTransfer(result.transfer);
    setAdded(result.transfer);
    toast({
      title: t('quote.added.title'),
      description: t('quote.added.text', { price: formatPublicPrice(result.transfer.price) }),
      variant: 'success',
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('quote.label')}>
      <Grid container spacing={2}>
        <SelectField
          label={t('quote.type')}
          value={form.type}
          options={TRANSFER_TYPES.map((value) => ({ value, label: t(`transferTypes.${value}`) }))}
          onChange={(value) => update({ type: value, origin: '', destination: '' })}
        />
        <SelectField
          label={t('quote.origin')}
          value={form.origin}
          disabled={type === null}
          helperText={type !== null && origins.length === 0 ? t('quote.noOrigins') : undefined}
          options={origins.map((origin) => ({ value: origin, label: origin }))}
          onChange={(value) => update({ origin: value, destination: '' })}
        />
        <SelectField
          label={t('quote.destination')}
          value={form.destination}
          disabled={form.origin === ''}
          options={destinations.map((destination) => ({ value: destination, label: destination }))}
          onChange={(value) => update({ destination: value })}
        />
        <Grid size={{ xs: 12, sm: 6 }}>
          <DatePicker
            label={t('quote.date')}
            value={form.date}
            minDate={todayAtDestination()}
            onChange={(date) => update({ date })}
          />
        </Grid>
        <SelectField
          label={t('quote.time')}
          value={form.time}
          options={PICKUP_SLOTS.map((slot) => ({ value: slot, label: slot }))}
          onChange={(value) => update({ time: value })}
        />
        <SelectField
          label={t('quote.passengers')}
          value={form.passengerGroup}
          options={PASSENGER_GROUPS.map((group) => ({ value: group.id, label: t(group.i18nKey) }))}
          onChange={(value) => update({ passengerGroup: value })}
        />
        {needsFlight && (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                required
                label={t('quote.flightNumber')}
                placeholder="AA 1234"
                value={form.flightNumber}
                inputRef={flightInput}
                error={problems.flightNumber !== null}
                helperText={
                  problems.flightNumber === 'required'
                    ? t('quote.errors.flightRequired')
                    : problems.flightNumber === 'format'
                      ? t('quote.errors.flightFormat')
                      : t('quote.flightHint')
                }
                onChange={(event) => update({ flightNumber: event.target.value })}
                slotProps={{
                  htmlInput: {
                    maxLength: 16,
                    autoCapitalize: 'characters',
                    autoComplete: 'off',
                    spellCheck: false,
                  },
                }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                type="time"
                label={t('quote.arrivalTime')}
                value={form.arrivalTime}
                inputRef={arrivalInput}
                error={problems.arrivalTime !== null}
                helperText={
                  problems.arrivalTime ? t('quote.errors.arrivalFormat') : t('quote.arrivalHint')
                }
                onChange={(event) => update({ arrivalTime: event.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
          </>
        )}
        <Grid size={12}>
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            size="large"
            fullWidth
            startIcon={<RequestQuoteOutlinedIcon />}
          >
            {t('quote.submit')}
          </Button>
        </Grid>
      </Grid>
      {added && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          <AlertTitle>{t('quote.result', { price: formatPublicPrice(added.price) })}</AlertTitle>
          {t('quote.resultRoute', {
            origin: added.origin,
            destination: added.destination,
            date: calendarDateLabel(added.date, i18n.language),
            time: added.time,
          })}
          {added.flightNumber && (
            <Box component="span" sx={{ display: 'block' }}>
              {added.arrivalTime
                ? t('quote.resultFlightLands', {
                    flight: added.flightNumber,
                    time: added.arrivalTime,
                  })
                : t('quote.resultFlight', { flight: added.flightNumber })}
            </Box>
          )}
          <Box sx={{ mt: 1 }}>
            <Button
              component={Link}
              to={paths.checkout}
              variant="contained"
              color="success"
              endIcon={<ArrowForwardIcon />}
            >
              {t('quote.goToCheckout')}
            </Button>
          </Box>
        </Alert>
      )}
    </Box>
  );
}

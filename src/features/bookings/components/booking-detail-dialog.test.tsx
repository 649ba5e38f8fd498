import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HOLD_SETTINGS } from '@/domain/booking-hold';
import { makeBooking } from '@/testing/make-booking';
import { renderWithProviders } from '@/testing/render';
import { BookingDetailDialog } from './booking-detail-dialog';

const HOUR = 60 * 60 * 1000;

describe("a booking's detail for staff", () => {
  it('says My booking will not show it while its lookups are locked', () => {
    const booking = { ...makeBooking('LA-LOCKED01'), lookupLockedUntil: Date.now() + HOUR };
    renderWithProviders(
      <BookingDetailDialog
        holdSettings={DEFAULT_HOLD_SETTINGS}
        booking={booking}
        onClose={() => {}}
      />,
      {
        language: 'en',
      },
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      /^My booking will not show it until .+: too many wrong contacts/,
    );
  });

  it('says nothing of a lock that has ended, or of none', () => {
    const ended = { ...makeBooking('LA-LOCKED02'), lookupLockedUntil: Date.now() - HOUR };
    const { unmount } = renderWithProviders(
      <BookingDetailDialog
        holdSettings={DEFAULT_HOLD_SETTINGS}
        booking={ended}
        onClose={() => {}}
      />,
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <BookingDetailDialog
        holdSettings={DEFAULT_HOLD_SETTINGS}
        booking={makeBooking('LA-OPEN0001')}
        onClose={() => {}}
      />,
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe("a booking's e-mails for staff", () => {
  const at = Date.parse('2026-12-01T15:00:00Z');
  const messages = {
    received: { state: 'sent', at, attempts: 1 },
    agencyNotice: {
      state: 'failed',
      at,
      attempts: 2,
      error: 'connect ECONNREFUSED 127.0.0.1:587',
      nextAttemptAt: at + HOUR,
    },
    confirmed: { state: 'pending', at, attempts: 0 },
  } as const;

  it('shows each one sent, failed with its reason and next try, or queued', () => {
    const booking = { ...makeBooking('LA-MAILS001'), messages };
    renderWithProviders(
      <BookingDetailDialog
        booking={booking}
        holdSettings={DEFAULT_HOLD_SETTINGS}
        onClose={() => {}}
      />,
      {
        language: 'en',
      },
    );
    const section = screen.getByRole('region', { name: 'E-mails' });
    expect(section).toHaveTextContent(/Booking received \(customer\)\s*Sent /);
    expect(section).toHaveTextContent(
      /New booking notice \(agency\)\s*Failed .+: connect ECONNREFUSED 127\.0\.0\.1:587 · Next try /,
    );
    expect(section).toHaveTextContent(/Booking confirmed\s*Queued since /);
    expect(section).not.toHaveTextContent('reminder');
  });

  it('in Spanish too, and says when none has been sent', () => {
    const { unmount } = renderWithProviders(
      <BookingDetailDialog
        booking={{ ...makeBooking('LA-MAILS002'), messages }}
        holdSettings={DEFAULT_HOLD_SETTINGS}
        onClose={() => {}}
      />,
      { language: 'es' },
    );
    expect(screen.getByRole('region', { name: 'Correos' })).toHaveTextContent(/Enviado el /);
    unmount();
    renderWithProviders(
      <BookingDetailDialog
        booking={makeBooking('LA-MAILS003')}
        holdSettings={DEFAULT_HOLD_SETTINGS}
        onClose={() => {}}
      />,
      { language: 'en' },
    );
    expect(screen.getByRole('region', { name: 'E-mails' })).toHaveTextContent(
      'No e-mail has been sent for this booking yet.',
    );
  });
});

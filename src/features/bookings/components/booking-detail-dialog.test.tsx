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

// Choosing a tour day on a tour page as a visitor does (for a cart filled in code, use
// bookableTourDay from src/testing/make-tour-day.ts).
import { expect, type Locator, type Page } from '@playwright/test';
import { expectAnimationsDone } from './animations';
import { expectHydrated } from './hydration';

/**
 * Opens the date picker of a tour page's booking card and shows next month, whose days are always
 * within the booking horizon; returns the calendar grid.
 */
/**
 * Opens a date picker with its field in the middle of the screen, as a visitor scrolls to it first.
 * Opened at the very bottom, the calendar runs off screen, and Playwright's own scroll to a day or
 * arrow moves the calendar (it follows its field) between aiming and clicking: the click lands
 * outside and closes it.
 */
export async function openDatePicker(button: Locator): Promise<void> {
  await button.evaluate((element) =>
    element.scrollIntoView({ block: 'center', behavior: 'instant' }),
  );
  await expectHydrated(button.page());
  await button.click();
  // The calendar grows in: where it ends up is known once that has finished.
  await expectAnimationsDone(button.page().getByRole('dialog'));
}

/** Clicks a control of an open calendar once it is wholly on screen (no scroll that moves it). */
export async function clickInCalendar(control: Locator): Promise<void> {
  await expect(control).toBeInViewport({ ratio: 1 });
  await control.click();
}

export async function showNextMonthInPicker(page: Page, booking: Locator): Promise<Locator> {
  await openDatePicker(booking.getByRole('button', { name: /Elige fecha|Choose date/ }));
  // The calendar slides to the next month: wait until it shows that month alone, or a click can
  // land on a day of the month sliding out and select nothing.
  const calendar = page.getByRole('grid');
  const shownMonth = await calendar.evaluate(
    (grid) => document.getElementById(grid.getAttribute('aria-labelledby') ?? '')?.textContent,
  );
  await clickInCalendar(page.getByRole('button', { name: /Mes siguiente|Next month/ }));
  await expect(calendar).not.toHaveAccessibleName(shownMonth ?? '');
  await expect(calendar.getByRole('rowgroup')).toHaveCount(1);
  return calendar;
}

/** A day button of the calendar grid, by its number in the month. */
export function calendarDay(calendar: Locator, day: number): Locator {
  return calendar.getByRole('gridcell', { name: String(day), exact: true });
}

/**
 * Chooses a day on a tour page's booking card as a visitor does: the first open day of next month
 * in the date picker, and a pickup place typed in.
 */
export async function chooseTourDayOnPage(
  page: Page,
  booking: Locator,
  pickup = 'Barceló Bávaro Palace',
): Promise<void> {
  const calendar = await showNextMonthInPicker(page, booking);
  await clickInCalendar(calendar.locator('button[role="gridcell"]:not([disabled])').first());
  await expect(page.getByRole('dialog')).toBeHidden();
  // The field now holds the chosen day.
  await expect(booking.getByRole('spinbutton', { name: /^(Día|Dia|Day)$/ })).toHaveAttribute(
    'aria-valuenow',
    /\d+/,
  );
  await booking
    .getByRole('combobox', { name: /Hotel o lugar de recogida|Pickup hotel/ })
    .fill(pickup);
}

// The Spanish WhatsApp message a tourist sends to confirm a booking.
import type { BookingTourLine, BookingTransferLine } from './booking';
import { isIsoDate } from './calendar-date';
import type { CheckoutContact } from './contact';
import { formatPublicPrice } from './format-price';
import { ANY_DEPARTURE } from './tour-schedule';

/** What the message needs; a StoredBooking fits as is. */
export interface BookingMessageInput {
  orderId: string;
  contact: CheckoutContact;
  tour: Pick<
    BookingTourLine,
    'title' | 'adults' | 'children' | 'subtotal' | 'date' | 'departure' | 'pickup'
  > | null;
  transfer: Pick<
    BookingTransferLine,
    | 'origin'
    | 'destination'
    | 'date'
    | 'time'
    | 'passengers'
    | 'price'
    | 'flightNumber'
    | 'arrivalTime'
  > | null;
  total: number;
}

function counted(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** '2 adultos y 1 niño'; children are named only when there are some. */
function participantsText(adults: number, children: number): string {
  const parts: string[] = [];
  if (adults > 0 || children === 0) parts.push(counted(adults, 'adulto', 'adultos'));
  if (children > 0) parts.push(counted(children, 'niño', 'niños'));
  return parts.join(' y ');
}

/** 2025-03-14 → 14/03/2025, the way dates are written in the Dominican Republic. */
function dominicanDate(date: string): string {
  return isIsoDate(date) ? date.split('-').reverse().join('/') : date;
}

/**
 * `myBookingUrl`: the absolute link to the booking's "My booking" page, as the last line (the app
 * builds it from the site's own origin), so the tourist can find it again in the chat.
 */
export function bookingWhatsappMessage(
  { orderId, contact, tour, transfer, total }: BookingMessageInput,
  myBookingUrl?: string,
): string {
  const sections: string[][] = [
    ['¡Hola! Quiero confirmar mi reserva.'],
    [
      `Pedido: ${orderId}`,
      `Nombre: ${contact.firstName.trim()} ${contact.lastName.trim()}`,
      `Teléfono: ${contact.phone.trim()}`,
      `Correo: ${contact.email.trim()}`,
    ],
  ];
  if (tour) {
    sections.push([
      `Tour: ${tour.title}`,
      ...(tour.date
        ? [
            tour.departure && tour.departure !== ANY_DEPARTURE
              ? `Fecha y salida: ${dominicanDate(tour.date)}, ${tour.departure}`
              : `Fecha: ${dominicanDate(tour.date)}`,
          ]
        : []),
      ...(tour.pickup ? [`Recogida: ${tour.pickup}`] : []),
      `Participantes: ${participantsText(tour.adults, tour.children)}`,
      `Precio del tour: ${formatPublicPrice(tour.subtotal)}`,
    ]);
  }
  if (transfer) {
    sections.push([
      `Traslado: ${transfer.origin} → ${transfer.destination}`,
      `Fecha y hora: ${dominicanDate(transfer.date)}, ${transfer.time}`,
      ...(transfer.flightNumber
        ? [
            transfer.arrivalTime
              ? `Vuelo: ${transfer.flightNumber} (llega ${transfer.arrivalTime})`
              : `Vuelo: ${transfer.flightNumber}`,
          ]
        : []),
      `Grupo: ${transfer.passengers}`,
      `Precio del traslado: ${formatPublicPrice(transfer.price)}`,
    ]);
  }
  sections.push([`Total: ${formatPublicPrice(total)}`]);
  if (myBookingUrl) sections.push([`Ver mi reserva: ${myBookingUrl}`]);
  return sections.map((lines) => lines.join('\n')).join('\n\n');
}

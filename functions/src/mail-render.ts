// The e-mails a booking gets, drawn from its facts in its language: subject, HTML and plain text
// from one list of blocks, every value escaped in the HTML (nothing a tourist typed becomes markup).
import type { StoredBooking } from '../../src/domain/booking';
import {
  MESSAGE_KINDS,
  STATUS_MESSAGE_KINDS,
  type MessageKind,
  type StatusMessageKind,
} from '../../src/domain/booking-messages';
import { calendarDateLabel, DESTINATION_TIME_ZONE } from '../../src/domain/calendar-date';
import { formatPublicPrice, formatPlainAmount } from '../../src/domain/format-price';
import type { Language } from '../../src/domain/language';
import { paypalLinkWithAmount } from '../../src/domain/links';
import { escapeHtml } from '../../src/domain/page-head';
import { ANY_DEPARTURE } from '../../src/domain/tour-schedule';
import emailEn from '../../src/locales/en/email.json';
import emailEs from '../../src/locales/es/email.json';

const TEXTS: Record<Language, typeof emailEs> = { es: emailEs, en: emailEn };

export type MailKind = MessageKind;
export type StatusMailKind = StatusMessageKind;
export { MESSAGE_KINDS as MAIL_KINDS, STATUS_MESSAGE_KINDS as STATUS_MAIL_KINDS };

/** Everything a message may say beside the booking; agency details are null where unusable. */
export interface MailFacts {
  booking: StoredBooking;
  /** Until when a pending booking keeps its seats (the booking's holdUntil), when it has one. */
  holdUntil: Date | null;
  agency: {
    email: string | null;
    phone: string | null;
    whatsappNumber: string | null;
    address: string | null;
  };
  /** A safe PayPal link (safePaypalLink) and the Zelle recipient, null where none is set. */
  payment: { paypalLink: string | null; zelleRecipient: string | null };
  /** The tour's "what to bring", in the booking's language, when the tour has one. */
  whatToBring: string | null;
  /** The site's origin, e.g. https://puntacana.example (no trailing slash). */
  siteUrl: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'facts'; rows: [label: string, value: string][] }
  | { type: 'link'; label: string; url: string };

/** Fills {{name}} placeholders; the result is plain text (escaped later, for the HTML part). */
function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Only http(s) URLs become links; anything else is shown as text. */
function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function renderHtml(blocks: readonly Block[], language: Language): string {
  const body = blocks
    .map((block) => {
      switch (block.type) {
        case 'paragraph':
          return `<p style="margin:0 0 12px">${escapeHtml(block.text)}</p>`;
        case 'heading':
          return `<h2 style="font-size:18px;margin:20px 0 8px">${escapeHtml(block.text)}</h2>`;
        case 'facts':
          return `<table role="presentation" style="border-collapse:collapse;margin:0 0 12px">${block.rows
            .map(
              ([label, value]) =>
                `<tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
            )
            .join('')}</table>`;
        case 'link':
          return isWebUrl(block.url)
            ? `<p style="margin:0 0 12px"><a href="${escapeHtml(block.url)}" style="color:#00796b;font-weight:bold">${escapeHtml(block.label)}</a></p>`
            : `<p style="margin:0 0 12px">${escapeHtml(`${block.label}: ${block.url}`)}</p>`;
      }
    })
    .join('\n');
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;max-width:600px">\n${body}\n</body></html>`;
}

function renderText(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'paragraph':
          return block.text;
        case 'heading':
          return `${block.text}\n${'-'.repeat(block.text.length)}`;
        case 'facts':
          return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
        case 'link':
          return `${block.label}: ${block.url}`;
      }
    })
    .join('\n\n');
}

/** A moment in Punta Cana time: '14 mar 2026, 18:30' / 'Mar 14, 2026, 6:30 PM'. */
function destinationTime(moment: Date, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: DESTINATION_TIME_ZONE,
  }).format(moment);
}

function myBookingUrl({ siteUrl, booking }: MailFacts): string {
  return `${siteUrl}/reserva?id=${encodeURIComponent(booking.orderId)}`;
}

/** The booking's lines as label/value rows: order, tour, transfer, total. */
function bookingFacts({ booking }: MailFacts, language: Language): Block[] {
  const t = TEXTS[language].facts;
  const blocks: Block[] = [{ type: 'facts', rows: [[t.order, booking.orderId]] }];
  const { tour, transfer } = booking;
  if (tour) {
    const people = [fill(t.adults, { count: tour.adults })];
    if (tour.children > 0) people.push(fill(t.children, { count: tour.children }));
    const rows: [string, string][] = [[t.tour, tour.title]];
    if (tour.date) rows.push([t.date, calendarDateLabel(tour.date, language, 'long')]);
    if (tour.departure)
      rows.push([t.departure, tour.departure === ANY_DEPARTURE ? t.anyDeparture : tour.departure]);
    if (tour.pickup) rows.push([t.pickup, tour.pickup]);
    rows.push([t.people, people.join(', ')]);
    blocks.push({ type: 'facts', rows });
  }
  if (transfer) {
    const rows: [string, string][] = [
      [t.transfer, `${transfer.origin} → ${transfer.destination}`],
      [t.date, calendarDateLabel(transfer.date, language, 'long')],
      [t.time, transfer.time],
    ];
    if (transfer.flightNumber) {
      rows.push([
        t.flight,
        transfer.arrivalTime
          ? `${transfer.flightNumber} (${transfer.arrivalTime})`
          : transfer.flightNumber,
      ]);
    }
    rows.push([t.passengers, transfer.passengers]);
    blocks.push({ type: 'facts', rows });
  }
  blocks.push({ type: 'facts', rows: [[t.total, formatPublicPrice(booking.total)]] });
  return blocks;
}

function footer({ agency }: MailFacts, language: Language): Block[] {
  const t = TEXTS[language];
  const lines = [
    agency.email && fill(t.footer.email, { email: agency.email }),
    agency.phone && fill(t.footer.phone, { phone: agency.phone }),
    agency.whatsappNumber && fill(t.footer.whatsapp, { number: agency.whatsappNumber }),
    agency.address && fill(t.footer.address, { address: agency.address }),
  ].filter((line): line is string => Boolean(line));
  const blocks: Block[] = [{ type: 'heading', text: t.brand }];
  if (lines.length > 0) blocks.push({ type: 'paragraph', text: t.footer.contact });
  return [...blocks, ...lines.map((text): Block => ({ type: 'paragraph', text }))];
}

function greeting({ booking }: MailFacts, language: Language): Block {
  const name = booking.contact.firstName.trim() || booking.contact.lastName.trim();
  return { type: 'paragraph', text: fill(TEXTS[language].greeting, { name }) };
}

/** What to do next for the chosen payment method. */
function nextSteps(facts: MailFacts, language: Language): Block[] {
  const t = TEXTS[language].received;
  const { booking, payment, agency } = facts;
  const amount = formatPublicPrice(booking.total);
  const values = { amount, orderId: booking.orderId };
  const blocks: Block[] = [{ type: 'heading', text: t.nextSteps }];
  if (booking.paymentMethod === 'paypal') {
    if (payment.paypalLink) {
      blocks.push(
        { type: 'paragraph', text: fill(t.paypal, values) },
        {
          type: 'link',
          label: fill(t.paypalAction, values),
          url: paypalLinkWithAmount(payment.paypalLink, booking.total),
        },
      );
    } else blocks.push({ type: 'paragraph', text: fill(t.paypalMissing, values) });
  } else if (booking.paymentMethod === 'zelle') {
    if (payment.zelleRecipient) {
      blocks.push(
        { type: 'paragraph', text: t.zelle },
        {
          type: 'facts',
          rows: [
            [t.zelleRecipient, payment.zelleRecipient],
            [t.zelleAmount, `$${formatPlainAmount(booking.total)} USD`],
            [t.zelleMemo, booking.orderId],
          ],
        },
        { type: 'paragraph', text: t.zelleReceipt },
      );
    } else blocks.push({ type: 'paragraph', text: fill(t.zelleMissing, values) });
  } else {
    blocks.push({ type: 'paragraph', text: fill(t.whatsapp, values) });
    if (agency.whatsappNumber)
      blocks.push({
        type: 'paragraph',
        text: fill(t.whatsappNumber, { number: agency.whatsappNumber }),
      });
  }
  if (booking.status === 'pending' && facts.holdUntil) {
    blocks.push({
      type: 'paragraph',
      text: fill(TEXTS[language].holdUntil, { until: destinationTime(facts.holdUntil, language) }),
    });
  }
  blocks.push({ type: 'paragraph', text: t.afterPayment });
  return blocks;
}

function received(facts: MailFacts, language: Language): [string, Block[]] {
  const t = TEXTS[language];
  const orderId = facts.booking.orderId;
  return [
    fill(t.received.subject, { orderId }),
    [
      greeting(facts, language),
      { type: 'paragraph', text: fill(t.received.intro, { orderId }) },
      ...bookingFacts(facts, language),
      ...nextSteps(facts, language),
      { type: 'link', label: t.myBooking, url: myBookingUrl(facts) },
    ],
  ];
}

function agencyNotice(facts: MailFacts, language: Language): [string, Block[]] {
  const t = TEXTS[language];
  const { booking } = facts;
  const { contact } = booking;
  return [
    fill(t.agencyNotice.subject, {
      orderId: booking.orderId,
      total: formatPublicPrice(booking.total),
    }),
    [
      { type: 'paragraph', text: t.agencyNotice.intro },
      ...bookingFacts(facts, language),
      { type: 'heading', text: t.agencyNotice.customer },
      {
        type: 'facts',
        rows: [
          [t.facts.name, `${contact.firstName} ${contact.lastName}`.trim()],
          [t.facts.email, contact.email],
          [t.facts.phone, contact.phone],
          [t.facts.payment, t.paymentMethods[booking.paymentMethod]],
        ],
      },
      { type: 'link', label: t.agencyNotice.open, url: `${facts.siteUrl}/admin/bookings` },
    ],
  ];
}

function statusChanged(
  kind: StatusMailKind,
  facts: MailFacts,
  language: Language,
): [string, Block[]] {
  const t = TEXTS[language];
  const orderId = facts.booking.orderId;
  return [
    fill(t.status[kind].subject, { orderId }),
    [
      greeting(facts, language),
      { type: 'paragraph', text: fill(t.status[kind].body, { url: `${facts.siteUrl}/home` }) },
      ...bookingFacts(facts, language),
      { type: 'link', label: t.myBooking, url: myBookingUrl(facts) },
    ],
  ];
}

function reminder(facts: MailFacts, language: Language): [string, Block[]] {
  const t = TEXTS[language];
  const { tour, transfer } = facts.booking;
  const blocks: Block[] = [
    greeting(facts, language),
    { type: 'paragraph', text: t.reminder.intro },
  ];
  if (tour) {
    const time = tour.departure && tour.departure !== ANY_DEPARTURE ? tour.departure : null;
    if (time && tour.pickup)
      blocks.push({
        type: 'paragraph',
        text: fill(t.reminder.pickupAt, { time, place: tour.pickup }),
      });
    else if (time) blocks.push({ type: 'paragraph', text: fill(t.reminder.pickupTime, { time }) });
  }
  if (transfer) {
    blocks.push({
      type: 'paragraph',
      text: fill(t.reminder.transferAt, {
        time: transfer.time,
        origin: transfer.origin,
        destination: transfer.destination,
      }),
    });
  }
  blocks.push(...bookingFacts(facts, language));
  if (facts.whatToBring) {
    blocks.push(
      { type: 'heading', text: t.reminder.bring },
      { type: 'paragraph', text: facts.whatToBring },
    );
  }
  if (facts.agency.whatsappNumber)
    blocks.push({
      type: 'paragraph',
      text: fill(t.reminder.whatsapp, { number: facts.agency.whatsappNumber }),
    });
  blocks.push({ type: 'link', label: t.myBooking, url: myBookingUrl(facts) });
  return [
    fill(t.reminder.subject, {
      what: tour?.title ?? `${transfer?.origin ?? ''} → ${transfer?.destination ?? ''}`,
    }),
    blocks,
  ];
}

/** The message of this kind for this booking, in `language`, with the agency's contact below. */
export function renderMail(kind: MailKind, facts: MailFacts, language: Language): RenderedMail {
  const [subject, blocks] =
    kind === 'received'
      ? received(facts, language)
      : kind === 'agencyNotice'
        ? agencyNotice(facts, language)
        : kind === 'reminder'
          ? reminder(facts, language)
          : statusChanged(kind, facts, language);
  const all = [...blocks, ...footer(facts, language)];
  return { subject, html: renderHtml(all, language), text: renderText(all) };
}

/** The invitation a new staff member gets: the link that sets their password, then the sign-in. */
export function renderStaffInvite(link: string, language: Language): RenderedMail {
  const texts = TEXTS[language].staffInvite;
  const blocks: Block[] = [
    { type: 'paragraph', text: texts.intro },
    { type: 'link', label: texts.action, url: link },
    { type: 'paragraph', text: texts.after },
  ];
  return { subject: texts.subject, html: renderHtml(blocks, language), text: renderText(blocks) };
}

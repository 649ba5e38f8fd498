// The "My booking" page's state: the form, the booking shown (remembered on the device, found by a
// lookup, then kept live), and why a lookup found nothing.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RememberedBooking } from '@/domain/remembered-booking';
import { withStatus } from '@/domain/remembered-booking';
import { normalizeOrderId } from '@/domain/order-id';
import { useOnlineStatus } from '@/hooks/use-online-status';
import {
  forgetRememberedBooking,
  readRememberedBooking,
  rememberBooking,
} from '@/lib/remembered-booking';
import { useLiveStatus } from '../api/use-live-status';
import type { LookupResult } from '../api/lookup-booking';
import { lookupFormErrors, type LookupField, type LookupForm } from '../utils/lookup-form';

export type LookupProblem = Exclude<LookupResult['status'], 'found'>;

/** A booking without a live status is looked up again on opening, at most this often. */
const REFRESH_AFTER_MS = 60_000;

/** Loaded with the first lookup, so the page paints before the Functions SDK arrives. */
const loadLookup = () => import('../api/lookup-booking');

/** The remembered booking, unless the address names another one (then only its id is filled in). */
function initialState(idParam: string | null) {
  const remembered = readRememberedBooking();
  const asked = idParam === null ? null : normalizeOrderId(idParam);
  if (remembered && (asked === null || asked === remembered.booking.orderId)) {
    return {
      form: { orderId: remembered.booking.orderId, contact: remembered.contact },
      shown: remembered,
    };
  }
  return { form: { orderId: idParam?.trim() ?? '', contact: '' }, shown: null };
}

export function useMyBooking(idParam: string | null) {
  const online = useOnlineStatus();
  const [initial] = useState(() => initialState(idParam));
  const [form, setForm] = useState<LookupForm>(initial.form);
  const [shown, setShown] = useState<RememberedBooking | null>(initial.shown);
  const [showErrors, setShowErrors] = useState(false);
  const [searching, setSearching] = useState(false);
  const [problem, setProblem] = useState<LookupProblem | null>(null);
  /** The token whose live status has answered since the page opened. */
  const [liveToken, setLiveToken] = useState<string | null>(null);

  // What is shown is what the device remembers, for the next visit and for offline.
  useEffect(() => {
    if (shown) rememberBooking(shown);
  }, [shown]);

  const statusToken = shown?.booking.statusToken ?? null;
  useLiveStatus(statusToken, online, (mirror) => {
    setLiveToken(statusToken);
    setShown((current) =>
      current && current.booking.statusToken === statusToken
        ? withStatus(current, mirror.status, Date.now())
        : current,
    );
  });

  // A booking made before live statuses existed is brought up to date by a lookup instead; so is
  // one that was confirmed since it was last looked up, which gets its voucher that way.
  const shownRef = useRef(shown);
  useEffect(() => {
    shownRef.current = shown;
  });
  const orderId = shown?.booking.orderId;
  const needsVoucher = shown?.booking.status === 'confirmed' && !shown.booking.voucher;
  useEffect(() => {
    const current = shownRef.current;
    if (!online || !current) return;
    if (!needsVoucher) {
      if (current.booking.statusToken !== null) return;
      // Either way: a clock set back must not make an old check look fresh.
      if (Math.abs(Date.now() - current.checkedAt) < REFRESH_AFTER_MS) return;
    }
    let cancelled = false;
    void loadLookup()
      .then(({ lookupBooking }) =>
        lookupBooking({ orderId: current.booking.orderId, contact: current.contact }),
      )
      .then((result) => {
        if (cancelled || result.status !== 'found') return;
        setShown((now) =>
          now?.booking.orderId === result.booking.orderId
            ? { ...now, booking: result.booking, checkedAt: Date.now() }
            : now,
        );
      });
    return () => {
      cancelled = true;
    };
  }, [online, orderId, needsVoucher]);

  const updateField = useCallback((field: LookupField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
  }, []);

  const search = useCallback(async () => {
    setShowErrors(true);
    if (Object.keys(lookupFormErrors(form)).length > 0) return;
    if (!online) return setProblem('offline');
    setSearching(true);
    setProblem(null);
    const contact = form.contact.trim();
    const result = await loadLookup().then(
      ({ lookupBooking }) => lookupBooking({ orderId: normalizeOrderId(form.orderId), contact }),
      (): LookupResult => ({ status: 'offline' }),
    );
    setSearching(false);
    if (result.status === 'found') {
      setShown({ contact, booking: result.booking, checkedAt: Date.now() });
      return;
    }
    // Another booking than the one asked for must not stay on screen under "not found".
    if (result.status === 'notFound') setShown(null);
    setProblem(result.status);
  }, [form, online]);

  const forget = useCallback(() => {
    forgetRememberedBooking();
    setShown(null);
    setProblem(null);
    setShowErrors(false);
    setForm({ orderId: '', contact: '' });
  }, []);

  return {
    form,
    errors: showErrors ? lookupFormErrors(form) : {},
    updateField,
    search,
    searching,
    problem,
    shown,
    online,
    live: online && statusToken !== null && liveToken === statusToken,
    forget,
  };
}

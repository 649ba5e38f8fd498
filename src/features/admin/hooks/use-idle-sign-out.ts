// Ends an admin session after hours without activity in any admin tab, also when the device wakes from sleep.
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { signOutAdmin } from '../api/admin-auth';
import {
  hoursToMs,
  isIdleExpired,
  readLastActivity,
  writeLastActivity,
} from '../utils/idle-session';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel'] as const;
/** Activity is written at most this often (pointermove fires many times a second); the limit is hours. */
export const ACTIVITY_WRITE_EVERY_MS = 10_000;
/** How often an untouched tab looks at the time all admin tabs share. */
export const IDLE_CHECK_EVERY_MS = 30_000;

/** Signs out once `limitHours` pass with no pointer, keyboard or tab-visible event in any admin tab. */
export function useIdleSignOut(limitHours: number): void {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const navigate = useNavigate();
  const expire = useEffectEvent(() => {
    void signOutAdmin()
      .then(() => {
        toast({
          title: t('idle.title'),
          description: t('idle.signedOut', { count: limitHours }),
          variant: 'info',
        });
        void navigate(paths.adminLogin, { replace: true });
      })
      .catch((error: unknown) => console.error('Idle sign-out failed', error));
  });

  useEffect(() => {
    const limitMs = hoursToMs(limitHours);
    let expired = false;
    // This tab's own last activity, in case the shared time cannot be written (private mode).
    let ownActivity = 0;

    /** Signs out (once) and answers true when the session has lapsed; any check comes before a new activity counts. */
    const lapsed = (now: number) => {
      if (expired) return true;
      const last = Math.max(readLastActivity(localStorage) ?? 0, ownActivity);
      if (last === 0 || !isIdleExpired(last, now, limitMs)) return false;
      expired = true;
      expire();
      return true;
    };

    const record = (now: number) => {
      ownActivity = now;
      writeLastActivity(localStorage, now);
    };

    const onActivity = () => {
      const now = Date.now();
      if (now - ownActivity < ACTIVITY_WRITE_EVERY_MS) return;
      if (!lapsed(now)) record(now);
    };
    // Coming back to the tab counts as activity, but only after a check: the device may have slept past the limit.
    const onVisibility = () => {
      if (document.visibilityState === 'visible') onActivity();
    };

    // A session restored from an old visit may already be over; one with no time yet starts now.
    const now = Date.now();
    if (!lapsed(now) && readLastActivity(localStorage) === null) record(now);

    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    const timer = setInterval(() => lapsed(Date.now()), IDLE_CHECK_EVERY_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      document.removeEventListener('visibilitychange', onVisibility);
      clearInterval(timer);
    };
  }, [limitHours]);
}

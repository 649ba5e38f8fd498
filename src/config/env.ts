// Reads and validates the VITE_* build variables once; a bad value stops start-up with the list.
import { z } from '@/domain/zod';

/** A variable that must not be empty, with the value used when it is not set. */
const setting = (fallback: string) => z._default(z.string().check(z.minLength(1)), fallback);

const envSchema = z.object({
  VITE_FIREBASE_API_KEY: setting('demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: setting('demo-puntacana.firebaseapp.com'),
  VITE_FIREBASE_PROJECT_ID: setting('demo-puntacana'),
  VITE_FIREBASE_STORAGE_BUCKET: setting('demo-puntacana.appspot.com'),
  VITE_FIREBASE_APP_ID: setting('1:000000000000:web:0000000000000000'),
  VITE_FIREBASE_FUNCTIONS_REGION: setting('us-central1'),
  VITE_USE_EMULATORS: z.optional(z.enum(['true', 'false'])),
  VITE_EMULATOR_HOST: z.optional(z.string()),
  /** reCAPTCHA Enterprise site key for App Check; createBooking refuses calls without it in production. */
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: z.optional(z.string().check(z.minLength(1))),
  // Hours without activity before an admin session ends; at most a week, so a value meant as
  // seconds or minutes fails at start-up instead of keeping sessions open for years.
  VITE_ADMIN_IDLE_TIMEOUT_HOURS: z._default(
    z.coerce.number().check(z.positive(), z.maximum(168)),
    8,
  ),
});

function readEnv() {
  const parsed = envSchema.safeParse(import.meta.env);
  if (!parsed.success) {
    const bad = parsed.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid build environment:\n${bad.join('\n')}`);
  }
  const vars = parsed.data;
  // A demo- project exists only in the emulators, so it always talks to them.
  const useEmulators =
    vars.VITE_USE_EMULATORS === 'true' ||
    (vars.VITE_USE_EMULATORS !== 'false' && vars.VITE_FIREBASE_PROJECT_ID.startsWith('demo-'));
  return {
    firebase: {
      apiKey: vars.VITE_FIREBASE_API_KEY,
      authDomain: vars.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: vars.VITE_FIREBASE_PROJECT_ID,
      storageBucket: vars.VITE_FIREBASE_STORAGE_BUCKET,
      appId: vars.VITE_FIREBASE_APP_ID,
    },
    functionsRegion: vars.VITE_FIREBASE_FUNCTIONS_REGION,
    recaptchaEnterpriseSiteKey: vars.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY ?? null,
    adminIdleTimeoutHours: vars.VITE_ADMIN_IDLE_TIMEOUT_HOURS,
    useEmulators,
    emulatorHost:
      vars.VITE_EMULATOR_HOST ??
      (typeof location === 'undefined' ? '127.0.0.1' : location.hostname || '127.0.0.1'),
  };
}

export const env = readEnv();

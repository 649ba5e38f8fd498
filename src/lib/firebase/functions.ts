// Callable Cloud Functions (createBooking, lookupBooking), with App Check where configured.
import { ReCaptchaEnterpriseProvider, initializeAppCheck } from 'firebase/app-check';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { emulatorPorts } from '@/config/emulators';
import { env } from '@/config/env';
import { firebaseApp } from './app';

// Production enforces App Check on createBooking; the callable then carries a reCAPTCHA Enterprise
// token. The local stack has no App Check service, so it runs without (see README "Decisions").
if (env.recaptchaEnterpriseSiteKey && !env.useEmulators) {
  initializeAppCheck(firebaseApp, {
    provider: new ReCaptchaEnterpriseProvider(env.recaptchaEnterpriseSiteKey),
    isTokenAutoRefreshEnabled: true,
  });
}

export const functions = getFunctions(firebaseApp, env.functionsRegion);

if (env.useEmulators) {
  connectFunctionsEmulator(functions, env.emulatorHost, emulatorPorts.functions);
}

// The local stack's host and ports, read from firebase.json (the one place they are set).
// A default import with the json attribute: Node's own loader (Playwright, tsx) accepts only that.
import firebaseJson from '../../firebase.json' with { type: 'json' };

const { emulators } = firebaseJson;

export const EMULATOR_HOST = emulators.hosting.host;

export const emulatorPorts = {
  hosting: emulators.hosting.port,
  functions: emulators.functions.port,
  firestore: emulators.firestore.port,
  firestoreWebSocket: emulators.firestore.websocketPort,
  auth: emulators.auth.port,
  storage: emulators.storage.port,
  hub: emulators.hub.port,
  logging: emulators.logging.port,
  eventarc: emulators.eventarc.port,
  tasks: emulators.tasks.port,
} as const;

/**
 * The local mail catcher (maildev) beside the emulators: SMTP where the functions send, and its web
 * inbox (and REST API, /api/email…). Not a Firebase emulator, so not in firebase.json; ports chosen
 * clear of the emulators' above.
 */
export const mailCatcherPorts = { smtp: 1025, web: 1080 } as const;

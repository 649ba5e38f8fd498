// The owner's and a guide's accounts the local stack is seeded with (never used for a real project).
export const LOCAL_ADMIN = {
  email: 'admin@puntacana.test',
  password: 'PuntaCana2026!',
} as const;

/** The guide's account the local stack is seeded with: staff, the day view and check-in only. */
export const LOCAL_STAFF = {
  email: 'guia@puntacana.test',
  password: 'GuiaPuntaCana2026!',
} as const;

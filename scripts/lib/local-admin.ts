// The staff account the local stack is seeded with (never used for a real project).
export const LOCAL_ADMIN = {
  email: 'admin@puntacana.test',
  password: 'PuntaCana2026!',
} as const;

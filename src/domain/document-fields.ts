// Field schemas documents share, and how a stored document is read field by field against its
// schema, so one bad field costs only that field. Only schema modules import this one.
import { z } from './zod';
import { isIsoDate } from './calendar-date';

/** Firestore Timestamps (anything with toMillis) or plain epoch milliseconds. */
export const millisSchema = z.union([
  z.pipe(
    z.custom<{ toMillis: () => number }>(
      (value) => typeof (value as { toMillis?: unknown } | null)?.toMillis === 'function',
    ),
    z.transform((value: { toMillis: () => number }) => value.toMillis()),
  ),
  z.number(),
]);

/**
 * A calendar date, YYYY-MM-DD. Checked by isIsoDate rather than Zod's z.iso.date(): pages check
 * dates as they render, without the validation library.
 */
export const isoDateSchema = z.string().check(z.refine(isIsoDate, { error: 'Invalid ISO date' }));

export interface ReadDocument<T> {
  value: T;
  /** Fields that were missing or malformed and now hold their default. */
  badFields: string[];
}

/**
 * Each field of `shape` parsed on its own: a valid value is kept, a missing or malformed one
 * takes its default (optional fields without a default are left out) and is logged.
 */
export function readDocumentFields<T extends object>(
  kind: string,
  id: string,
  raw: unknown,
  shape: Record<string, z.ZodMiniType>,
  defaults: T,
): ReadDocument<T> {
  const data = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const value: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  const badFields: string[] = [];
  for (const [name, schema] of Object.entries(shape)) {
    const parsed = schema.safeParse(data[name]);
    if (!parsed.success) badFields.push(name);
    else if (parsed.data !== undefined) value[name] = parsed.data;
  }
  if (badFields.length > 0) {
    console.warn(`Malformed ${kind} document ${id}: using defaults for ${badFields.join(', ')}`);
  }
  return { value: value as T, badFields };
}

// The agency contact form: each detail checked with the shared schema, with one problem per field.
import {
  AGENCY_CONTACT_KEYS,
  type AgencyContact,
  type AgencyContactField,
} from '@/domain/site-content';
import { agencyContactSchema } from '@/domain/site-content-schema';

export type AgencyContactProblem = 'required' | 'tooLong' | 'invalid';
export type AgencyContactProblems = Partial<Record<AgencyContactField, AgencyContactProblem>>;

export type AgencyContactCheck =
  { ok: true; values: AgencyContact } | { ok: false; problems: AgencyContactProblems };

export const AGENCY_CONTACT_FIELDS = Object.keys(AGENCY_CONTACT_KEYS) as AgencyContactField[];

function problemOf(code: string | undefined): AgencyContactProblem {
  if (code === 'too_small') return 'required';
  if (code === 'too_big') return 'tooLong';
  return 'invalid';
}

/** Every detail is required; saved values are trimmed and the numbers are digits only. */
export function checkAgencyContact(input: AgencyContact): AgencyContactCheck {
  const values = {} as AgencyContact;
  const problems: AgencyContactProblems = {};
  for (const field of AGENCY_CONTACT_FIELDS) {
    const parsed = agencyContactSchema.shape[field].safeParse(input[field]);
    if (parsed.success) values[field] = parsed.data;
    else problems[field] = problemOf(parsed.error.issues[0]?.code);
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, values };
}

// Staff accounts (guides and drivers): what the addStaff and removeStaff callables take, and a team
// member's document, staff/{uid}.
import { z } from './zod';
import { millisSchema } from './document-fields';
import { LANGUAGES } from './language';

export const addStaffRequestSchema = z.strictObject({
  email: z.email().check(z.maxLength(254)),
  /** The language of the invitation e-mail: the admin's, who knows the person. */
  language: z.enum(LANGUAGES),
});
export type AddStaffRequest = z.infer<typeof addStaffRequestSchema>;

/** What addStaff answers: the new member and their set-your-password link, shown once. */
export interface AddedStaff {
  uid: string;
  email: string;
  passwordLink: string;
  /** Whether the link also went by e-mail (false where e-mail is not configured or failed). */
  emailed: boolean;
}

export const removeStaffRequestSchema = z.strictObject({
  uid: z.string().check(z.minLength(1), z.maxLength(128)),
});

export const staffMemberSchema = z.object({
  email: z.string(),
  addedAt: millisSchema,
  addedBy: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema> & { uid: string };

/** A staff/{uid} document as the team page lists it; null when it is not one. */
export function readStaffMember(uid: string, raw: unknown): StaffMember | null {
  const parsed = staffMemberSchema.safeParse(raw);
  return parsed.success ? { uid, ...parsed.data } : null;
}

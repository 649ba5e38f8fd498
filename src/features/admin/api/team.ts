// The owner's team: the staff list, live (staff/{uid}, read by the owner only), and the addStaff
// and removeStaff callables, whose refusals come back as reasons for the page to say.
import { collection, type DocumentData } from 'firebase/firestore';
import { FunctionsError } from 'firebase/functions';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection } from 'reactfire';
import type { Language } from '@/domain/language';
import { readStaffMember, type AddedStaff, type StaffMember } from '@/domain/team';
import { callAdminFunction } from '@/lib/firebase/admin-functions';

export type TeamError = 'alreadyOnTeam' | 'invalidEmail' | 'notOwner' | { message: string };

export type TeamResult<T> = { status: 'done'; value: T } | { status: 'error'; error: TeamError };

function teamError(error: unknown): TeamError {
  if (error instanceof FunctionsError) {
    if (error.code === 'functions/already-exists') return 'alreadyOnTeam';
    if (error.code === 'functions/invalid-argument') return 'invalidEmail';
    if (error.code === 'functions/permission-denied') return 'notOwner';
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

async function call<T>(name: string, data: unknown): Promise<TeamResult<T>> {
  try {
    return { status: 'done', value: await callAdminFunction<T>(name, data) };
  } catch (error) {
    return { status: 'error', error: teamError(error) };
  }
}

export function addStaff(email: string, language: Language): Promise<TeamResult<AddedStaff>> {
  return call('addStaff', { email: email.trim(), language });
}

export function removeStaff(uid: string): Promise<TeamResult<{ removed: true }>> {
  return call('removeStaff', { uid });
}

const byEmail = (a: StaffMember, b: StaffMember) => a.email.localeCompare(b.email);

/** The team, by e-mail; null while loading. */
export function useStaffList(): StaffMember[] | null {
  const db = useFirestore();
  const { status, data } = useFirestoreCollection(collection(db, 'staff'));
  return useMemo(
    () =>
      status === 'success'
        ? data.docs
            .map((document) => readStaffMember(document.id, document.data() as DocumentData))
            .filter((member): member is StaffMember => member !== null)
            .sort(byEmail)
        : null,
    [status, data],
  );
}

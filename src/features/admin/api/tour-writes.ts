// Add, update and delete tours in Firestore (admins only, per firestore.rules).
import { addDoc, collection, deleteDoc, doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { adminFirestore } from '@/lib/firebase/admin-app';
import type { TourFields } from '@/domain/tour';

export async function addTour(fields: TourFields): Promise<string> {
  const created = await addDoc(collection(adminFirestore(), 'tours'), {
    ...fields,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return created.id;
}

export function updateTour(id: string, fields: TourFields): Promise<void> {
  return updateDoc(doc(adminFirestore(), 'tours', id), { ...fields, updatedAt: serverTimestamp() });
}

export function deleteTour(id: string): Promise<void> {
  return deleteDoc(doc(adminFirestore(), 'tours', id));
}

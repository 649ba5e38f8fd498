// Add, update and delete transfer pricing routes in Firestore (admins only, per firestore.rules).
import { addDoc, collection, deleteDoc, doc, updateDoc } from 'firebase/firestore';
import type { PricingRoute } from '@/domain/pricing-route';
import { adminFirestore } from '@/lib/firebase/admin-app';

export type RouteFields = Omit<PricingRoute, 'id'>;

export async function addRoute(fields: RouteFields): Promise<string> {
  const created = await addDoc(collection(adminFirestore(), 'pricing'), fields);
  return created.id;
}

/** Sends only the changed field, as the spec's route card does. */
export function updateRoute(id: string, change: Partial<RouteFields>): Promise<void> {
  return updateDoc(doc(adminFirestore(), 'pricing', id), change);
}

export function deleteRoute(id: string): Promise<void> {
  return deleteDoc(doc(adminFirestore(), 'pricing', id));
}

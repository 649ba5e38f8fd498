// A tour card's local draft: copied from the stored tour, followed while untouched, reset on cancel.
import { useCallback, useState } from 'react';
import type { TourFields } from '@/domain/tour';
import { isDraftDirty, toDraft, type TourDraft } from '../utils/tour-draft';

export function useTourDraft(tour: TourFields) {
  const [draft, setDraft] = useState(() => toDraft(tour));
  const [source, setSource] = useState(tour);
  if (source !== tour) {
    // The stored tour changed (a save landed, or another admin edited it): keep unsaved
    // edits, otherwise show the new stored values.
    setSource(tour);
    if (!isDraftDirty(draft, source)) setDraft(toDraft(tour));
  }

  const setField = useCallback(<K extends keyof TourDraft>(field: K, value: TourDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
  }, []);

  return {
    draft,
    setField,
    /** Replaces the draft, e.g. with the saved values so it is no longer dirty. */
    setDraft,
    dirty: isDraftDirty(draft, tour),
    cancel: () => setDraft(toDraft(tour)),
  };
}

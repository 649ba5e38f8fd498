import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_DRAFT_KEY, CONTACT_DRAFT_MAX_AGE_MS, useContactDraft } from './use-contact-draft';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const HOUR = 3_600_000;
const ana = {
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@example.com',
  phone: '+1 809 555 0199',
};

function storeDraft(savedAt: number, contact = ana, version = 2) {
  localStorage.setItem(CONTACT_DRAFT_KEY, JSON.stringify({ version, savedAt, contact }));
}

function stored() {
  const raw = localStorage.getItem(CONTACT_DRAFT_KEY);
  return raw === null ? null : (JSON.parse(raw) as { savedAt: number; contact: typeof ana });
}

describe('the checkout contact draft', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    localStorage.clear();
  });

  afterEach(() => vi.useRealTimers());

  it('keeps what is typed with the time it was saved', () => {
    const { result } = renderHook(() => useContactDraft());
    act(() => result.current.updateField('email', 'ana@example.com'));
    expect(stored()).toEqual({
      version: 2,
      savedAt: NOW,
      contact: { firstName: '', lastName: '', email: 'ana@example.com', phone: '' },
    });
  });

  it('brings back a draft saved less than a day ago, without making it younger', () => {
    storeDraft(NOW - 23 * HOUR);
    const { result } = renderHook(() => useContactDraft());
    expect(result.current.contact).toEqual(ana);
    expect(stored()?.savedAt).toBe(NOW - 23 * HOUR);
  });

  it('ignores and deletes a draft older than a day', () => {
    storeDraft(NOW - CONTACT_DRAFT_MAX_AGE_MS - 1);
    const { result } = renderHook(() => useContactDraft());
    expect(result.current.contact).toEqual({ firstName: '', lastName: '', email: '', phone: '' });
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });

  it('deletes a draft stamped far in the future (a clock set back) or with no time', () => {
    storeDraft(NOW + 2 * CONTACT_DRAFT_MAX_AGE_MS);
    renderHook(() => useContactDraft());
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();

    localStorage.setItem(CONTACT_DRAFT_KEY, JSON.stringify({ version: 1, contact: ana }));
    const { result } = renderHook(() => useContactDraft());
    expect(result.current.contact.email).toBe('');
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });

  it('deletes a draft that is not JSON', () => {
    localStorage.setItem(CONTACT_DRAFT_KEY, '{broken');
    const { result } = renderHook(() => useContactDraft());
    expect(result.current.contact.firstName).toBe('');
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });

  it('forgets the details once the booking is stored', () => {
    storeDraft(NOW - HOUR);
    const { result } = renderHook(() => useContactDraft());
    act(() => result.current.forget());
    expect(result.current.contact).toEqual({ firstName: '', lastName: '', email: '', phone: '' });
    const after = JSON.stringify(stored());
    for (const detail of Object.values(ana)) expect(after).not.toContain(detail);
  });
});

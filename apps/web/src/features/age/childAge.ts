/**
 * "My child's age" (issue 19), kept only in this browser's localStorage: no account, no cookie, nothing
 * sent to the server. The birth month is stored (not an age), so the age moves on by itself. The server
 * renders as if nothing were stored (its snapshot is null) and the browser re-renders with the stored
 * age right after hydration, so the two never disagree.
 */
import { ageGroupFits, monthsOld, type BirthMonth } from '@tumbuh/shared';
import { useSyncExternalStore } from 'react';

export const CHILD_AGE_KEY = 'tumbuh.childBirthMonth';
/** Six years back at most, as for the newsletter's birth month. */
export const MAX_MONTHS = 6 * 12;

const listeners = new Set<() => void>();

function read(): BirthMonth | null {
  try {
    const value = window.localStorage.getItem(CHILD_AGE_KEY);
    const months = value === null ? null : monthsOld(value);
    return months !== null && months >= 0 && months <= MAX_MONTHS ? value : null;
  } catch {
    return null; // storage blocked (private mode, policy): behave as if nothing was chosen
  }
}

function write(value: BirthMonth | null): void {
  try {
    if (value === null) window.localStorage.removeItem(CHILD_AGE_KEY);
    else window.localStorage.setItem(CHILD_AGE_KEY, value);
  } catch {
    /* storage blocked: the choice lasts for this page only */
  }
  current = value;
  listeners.forEach((l) => l());
}

let current: BirthMonth | null | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed it: follow.
  const onStorage = (e: StorageEvent) => {
    if (e.key !== CHILD_AGE_KEY && e.key !== null) return;
    current = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const snapshot = () => (current === undefined ? (current = read()) : current);
const serverSnapshot = () => null;

export const setChildBirthMonth = (birth: BirthMonth) => write(birth);
export const forgetChildAge = () => write(null);

export interface ChildAge {
  birthMonth: BirthMonth;
  months: number;
}

/** The stored child's age, or null (always null on the server and during hydration). */
export function useChildAge(): ChildAge | null {
  const birthMonth = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  if (birthMonth === null) return null;
  const months = monthsOld(birthMonth);
  return months === null ? null : { birthMonth, months };
}

/** Whether an age group (by slug) is the one for the stored child's age. */
export function useFitsChild(): (slug: string) => boolean {
  const child = useChildAge();
  return (slug: string) => child !== null && ageGroupFits(slug, child.months);
}

import { useEffect, useState } from 'react';

export interface PasswordStrength {
  /** 0 (very weak) to 4 (strong), the estimator's score. */
  score: 0 | 1 | 2 | 3 | 4;
  /** Whether the shared rule accepts it (length and score). */
  ok: boolean;
  /** Why not, or the estimator's warning; null when there is nothing to say. */
  message: string | null;
}

export type PasswordScorer = (password: string, userInputs?: readonly string[]) => PasswordStrength;

let scorer: PasswordScorer | null = null;
let loading: Promise<PasswordScorer> | null = null;

/** The estimator and its dictionaries are large: they load when a password form first opens. */
export function loadPasswordScorer(): Promise<PasswordScorer> {
  loading ??= import('./passwordScore').then((m) => (scorer = m.scorePassword));
  return loading;
}

/** The scorer once loaded (forms validate with it synchronously); null before. */
export const loadedPasswordScorer = (): PasswordScorer | null => scorer;

/** The strength of `password`, recomputed a moment after typing stops; null while the estimator loads. */
export function usePasswordStrength(password: string, userInputs: readonly string[] = []): PasswordStrength | null {
  const [ready, setReady] = useState<PasswordScorer | null>(scorer);
  const [result, setResult] = useState<PasswordStrength | null>(null);
  const inputsKey = userInputs.join('\u0000');
  useEffect(() => {
    let live = true;
    void loadPasswordScorer().then((s) => live && setReady(() => s));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (!ready || !password) {
      setResult(null);
      return;
    }
    const timer = setTimeout(() => setResult(ready(password, inputsKey ? inputsKey.split('\u0000') : [])), 120);
    return () => clearTimeout(timer);
  }, [ready, password, inputsKey]);
  return result;
}

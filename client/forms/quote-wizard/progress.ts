import { quoteProgressKey as storageKey } from '../../../src/business/quote-choices';
import { thanksStep } from '../../../src/submissions/quote-steps';
import type { Values } from './types';

/** The wizard's step and answers kept in sessionStorage across a reload, forgotten once sent; nothing when storage is unavailable. */
export function savedProgress(): { step: number; values: Values } | null {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? 'null');
  } catch {
    return null; // storage unavailable: start empty
  }
}

export function saveProgress(step: number, values: Values) {
  try {
    if (step === thanksStep) sessionStorage.removeItem(storageKey);
    else sessionStorage.setItem(storageKey, JSON.stringify({ step, values }));
  } catch {
    /* storage unavailable: nothing kept across reloads */
  }
}

import { describe, expect, it } from 'vitest';
import { firstStepInError, initialStep, lastStep, next, previous, stepOfField, stepToOpen, stepWithin, thanksStep } from './quote-steps';

const chosen = { services: ['conception-web'], plan: '', budget: '5k-15k', timeline: 'normal' };

describe('the quote wizard’s steps', () => {
  it('has services, budget, timeline and contact, then the thanks', () => {
    expect(lastStep).toBe(3);
    expect(thanksStep).toBe(4);
    expect(['services', 'plan', 'budget', 'timeline', 'email', 'projectDescription'].map(stepOfField)).toEqual([0, 0, 1, 2, 3, 3]);
    expect(stepOfField('_honeypot')).toBe(-1);
  });

  it('goes on only when the step’s answers are valid, and names what is missing', () => {
    expect(next(0, chosen)).toEqual({ step: 1 });
    expect(next(2, chosen)).toEqual({ step: 3 });
    expect(next(0, { ...chosen, services: [] })).toEqual({ errors: { services: { key: 'servicesRequired' } } });
    expect(next(1, { ...chosen, budget: '' })).toEqual({ errors: { budget: { key: 'budgetRequired' } } });
  });

  it('goes back one step, never before the first', () => {
    expect(previous(2)).toBe(1);
    expect(previous(0)).toBe(0);
  });

  it('reads a step number from storage or an attribute, kept within the steps', () => {
    expect(stepWithin('2')).toBe(2);
    expect(stepWithin(9)).toBe(lastStep);
    expect(stepWithin(-1)).toBe(0);
    expect(stepWithin('two')).toBeNull();
    expect(stepWithin(1.5)).toBeNull();
    expect(stepWithin(undefined)).toBeNull();
  });

  it('opens the step asked before React, or the first one before it still unanswered', () => {
    expect(stepToOpen(3, chosen)).toBe(3);
    expect(stepToOpen(3, { ...chosen, budget: '' })).toBe(1);
    expect(stepToOpen(2, { ...chosen, timeline: '' })).toBe(2);
  });

  it('opens a page on the thanks after a sent post, on the first step in error, else on the first', () => {
    expect(initialStep({ status: 'sent', errors: {} })).toBe(thanksStep);
    expect(initialStep({ status: 'invalid', errors: { email: 'x', timeline: 'y' } })).toBe(2);
    expect(initialStep(undefined)).toBe(0);
    expect(firstStepInError(['lastName', 'budget'])).toBe(1);
    expect(firstStepInError(['_honeypot'])).toBeNull();
  });
});

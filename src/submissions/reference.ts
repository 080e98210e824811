/**
 * The short reference a visitor can quote (thank-you step, success toast, confirmation e-mail):
 * the first eight characters of the submission's id, in capitals. Staff find the lead by it.
 */
export const referenceOf = (id: string): string => id.slice(0, 8).toUpperCase();

/** The place of the reference in its sentence (`forms:reference`), filled in the browser once the answer has it. */
export const referenceSlot = '{{reference}}';
export const withReference = (sentence: string, reference: string) => sentence.replace(referenceSlot, reference);

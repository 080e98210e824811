import { useEffect, useEffectEvent, useState, type RefObject } from 'react';

/**
 * The text fields of a form island as React state. The island hydrates on the visitor's first focus
 * (docs/decisions/0017-when-javascript-loads.md): what was typed before React arrived is in the fields
 * but not in the state, so the state adopts it at hydration. `enhanced` says React now runs the form.
 */
export function useTypedValues<Name extends string>(
  form: RefObject<HTMLFormElement | null>,
  names: readonly Name[],
  initial: Partial<Record<Name, string>> | undefined,
  clearError: (name: Name) => void,
) {
  const empty = () => Object.fromEntries(names.map((name) => [name, ''])) as Record<Name, string>;
  const [values, setValues] = useState<Record<Name, string>>(() => ({ ...empty(), ...initial }));
  const [enhanced, setEnhanced] = useState(false);
  // Once, at hydration (an effect event reads the render it runs after).
  const adoptTyped = useEffectEvent(() => {
    setEnhanced(true);
    const fields = form.current?.elements;
    if (!fields) return;
    const typed = (name: Name) => (fields.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null)?.value;
    setValues((all) => {
      const adopted = { ...all };
      for (const name of names) adopted[name] = typed(name) ?? all[name];
      return names.some((name) => adopted[name] !== all[name]) ? adopted : all;
    });
  });
  useEffect(() => adoptTyped(), []);
  const change = (name: Name, value: string) => {
    setValues((all) => ({ ...all, [name]: value }));
    clearError(name);
  };
  return { values, change, reset: () => setValues(empty()), enhanced };
}

import type { ReactNode } from 'react';

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A sentence whose document numbers (P-2026-0001, F-2026-0001) never wrap inside: WebKit (Safari)
 * breaks a line after a hyphen even before a digit, where Chromium and Firefox keep the number whole,
 * and a client copies the number as a payment's reference. The text stays the sentence's own (no
 * non-breaking hyphen): what is copied is what staff search for.
 */
export function Unbroken({ text, values }: { text: string; values: readonly string[] }): ReactNode {
  const kept = values.filter(Boolean);
  if (!kept.length) return text;
  const parts = text.split(new RegExp(`(${kept.map(escaped).join('|')})`));
  return parts.map((part, index) =>
    index % 2 ? (
      <span key={index} className="document-number">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * Prints the page (a proposal: docs/decisions/0052-proposals.md). Without JavaScript it cannot
 * print, so public/noscript.css hides it; the browser's own Print still works with the print stylesheet.
 */
export default function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="btn btn-secondary print-button" onClick={() => window.print()}>
      {label}
    </button>
  );
}

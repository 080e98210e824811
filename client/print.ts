/**
 * A button marked `data-print` prints the page (a proposal's "Print / Save as PDF",
 * docs/decisions/0052-proposals.md): one listener of the entry script, so the first tap never waits
 * for React (docs/decisions/0022-first-tap-without-react.md). Without JavaScript public/noscript.css
 * hides it; the browser's own Print still uses the print stylesheet.
 */
export function listenForPrintButtons(): void {
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-print]')) window.print();
  });
  // Shown from now on (src/styles/screens/proposal.css): never a button that does nothing yet.
  for (const button of document.querySelectorAll('[data-print]')) button.setAttribute('data-ready', '');
}

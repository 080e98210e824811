const leaf =
  '16,2.5 17.2,4.8 18.6,4.1 18.1,7.2 20.2,5.4 20.7,6.6 22.6,6.2 22,8.2 22.9,8.6 19.6,11.3 20,12.5 16.4,12 16.4,14 15.6,14 15.6,12 12,12.5 12.4,11.3 9.1,8.6 10,8.2 9.4,6.2 11.3,6.6 11.8,5.4 13.9,7.2 13.4,4.1 14.8,4.8';

/** Decorative: the flag shown beside "Français" in the language switcher. */
export function CanadaFlag() {
  return (
    <svg className="flag" viewBox="0 0 32 16" width="24" height="12" aria-hidden="true" focusable="false">
      <rect width="32" height="16" fill="#fff" />
      <rect width="8" height="16" fill="#d52b1e" />
      <rect x="24" width="8" height="16" fill="#d52b1e" />
      <polygon points={leaf} fill="#d52b1e" />
    </svg>
  );
}

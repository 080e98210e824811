/**
 * Goes back in history. Rendered as a link to the fallback so it works before hydration and
 * without JavaScript; once hydrated, it goes back when there is somewhere to go back to.
 */
export default function BackButton({ label, fallbackHref }: { label: string; fallbackHref: string }) {
  return (
    <a
      href={fallbackHref}
      className="btn btn-secondary"
      onClick={(event) => {
        if (window.history.length > 1) {
          event.preventDefault();
          window.history.back();
        }
      }}
    >
      {label}
    </a>
  );
}

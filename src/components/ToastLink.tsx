import type { ToastInput } from '../../client/toasts/toasts';

export type ToastLinkProps = { href: string; label: string; className?: string; toast: ToastInput };

/**
 * A real link (it works without JavaScript) that also raises a toast on the page it opens: the
 * entry script carries `data-toast` on the first plain click, tap or Enter
 * (docs/decisions/0022-first-tap-without-react.md); a click that opens a new tab carries nothing.
 */
export function ToastLink({ href, label, className, toast }: ToastLinkProps) {
  return (
    <a href={href} className={className} data-toast={JSON.stringify(toast)}>
      {label}
    </a>
  );
}

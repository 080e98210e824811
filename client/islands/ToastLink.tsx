import { useEffect, useState } from 'react';
import { carryToast, type ToastInput } from '../toasts';

export type ToastLinkProps = { href: string; label: string; className?: string; toast: ToastInput };

/**
 * A real link (it works without JavaScript) that also raises a toast: the toast is carried to the
 * page the link opens, because a full page load would wipe a toast shown on this one.
 */
export default function ToastLink({ href, label, className, toast }: ToastLinkProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <a href={href} className={className} data-ready={ready ? '' : undefined} onClick={(event) => {
        // A click that opens another tab or window leaves this page as it is: nothing to carry.
        if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) carryToast(toast);
      }}>
      {label}
    </a>
  );
}

import { useEffect, useState } from 'react';
import { showToast, type ToastInput } from '../toasts';

export type ApplyButtonProps = { label: string; ariaLabel: string; toast: ToastInput };

/** The Apply button of a job opening: applications are not open yet, so it only says so (nothing is sent). */
export default function ApplyButton({ label, ariaLabel, toast }: ApplyButtonProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <button type="button" className="btn btn-primary" aria-label={ariaLabel} data-ready={ready ? '' : undefined} onClick={() => showToast(toast)}>
      {label}
    </button>
  );
}

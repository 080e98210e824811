import type { ToastInput } from '../../client/toasts/toasts';

export type ApplyButtonProps = { label: string; ariaLabel: string; toast: ToastInput };

/**
 * The Apply button of a job opening: applications are not open yet, so it only says so (nothing
 * is sent). The entry script raises its `data-toast` in place (docs/decisions/0022-first-tap-without-react.md).
 */
export function ApplyButton({ label, ariaLabel, toast }: ApplyButtonProps) {
  return (
    <button type="button" className="btn btn-primary" aria-label={ariaLabel} data-toast={JSON.stringify(toast)}>
      {label}
    </button>
  );
}

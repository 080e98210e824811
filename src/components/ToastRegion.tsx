import { ui } from '../business/ui';
import { usePage } from '../render/page-context';

/**
 * The site's one notification region, rendered empty so screen readers know it before any toast
 * arrives; client/toasts/toasts.ts draws the toasts into it.
 */
export function ToastRegion() {
  const { t } = usePage();
  const regionLabel = t('toast.region');
  const closeLabel = t('toast.close');
  return (
    <section aria-label={`${regionLabel} (${ui.toast.hotkey})`} className="toaster" data-toaster="" data-close-label={closeLabel}>
      <div tabIndex={-1} className="toast-list" role="status" aria-live="polite" />
      <div role="alert" className="toast-list" />
    </section>
  );
}

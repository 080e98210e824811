import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { onToast, type ToastInput } from '../toasts';
import { ui } from '../../src/content/ui';

export type ToasterProps = { regionLabel: string; closeLabel: string };

type Toast = ToastInput & { id: number; open: boolean };

const { limit, durationMs, removeDelayMs, swipeThresholdPx, hotkey } = ui.toast;
let nextId = 0;

/**
 * The site's one notification region: at most `limit` toasts, each closing after its
 * duration, dismissed by its button, by Escape or by a swipe to the right; F8 focuses the region.
 * The region is server-rendered empty, so screen readers know it before any toast arrives.
 */
export default function Toaster({ regionLabel, closeLabel }: ToasterProps) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const region = useRef<HTMLDivElement>(null);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const schedule = useCallback((id: number, delay: number, run: () => void) => {
    clearTimeout(timers.current.get(id));
    timers.current.set(id, setTimeout(run, delay));
  }, []);

  const dismiss = useCallback(
    (id: number) => {
      setToasts((all) => all.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
      schedule(id, removeDelayMs, () => setToasts((all) => all.filter((toast) => toast.id !== id)));
    },
    [schedule],
  );

  useEffect(
    () =>
      onToast((input) => {
        const id = ++nextId;
        setToasts((all) => [{ ...input, id, open: true }, ...all].slice(0, limit));
        schedule(id, input.duration ?? durationMs, () => dismiss(id));
      }),
    [dismiss, schedule],
  );

  useEffect(() => {
    const focusRegion = (event: KeyboardEvent) => {
      if (event.key === hotkey) {
        event.preventDefault();
        region.current?.focus();
      }
    };
    document.addEventListener('keydown', focusRegion);
    const pending = timers.current;
    return () => {
      document.removeEventListener('keydown', focusRegion);
      pending.forEach(clearTimeout);
    };
  }, []);

  const visible = toasts.filter((toast) => toast.open);
  return (
    <section aria-label={`${regionLabel} (${hotkey})`} className="toaster">
      <div ref={region} tabIndex={-1} className="toast-list" role="status" aria-live="polite">
        {visible
          .filter((toast) => toast.variant !== 'destructive')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} closeLabel={closeLabel} onDismiss={dismiss} />
          ))}
      </div>
      <div role="alert" className="toast-list">
        {visible
          .filter((toast) => toast.variant === 'destructive')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} closeLabel={closeLabel} onDismiss={dismiss} />
          ))}
      </div>
    </section>
  );
}

function ToastItem({ toast, closeLabel, onDismiss }: { toast: Toast; closeLabel: string; onDismiss: (id: number) => void }) {
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);

  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerUp = () => {
    if (offset > swipeThresholdPx) onDismiss(toast.id);
    start.current = null;
    setOffset(0);
  };

  return (
    <div
      className={`toast toast-${toast.variant ?? 'default'}`}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss(toast.id);
      }}
    >
      <div className="toast-body">
        <p className="toast-title">{toast.title}</p>
        {toast.description ? <p className="toast-description">{toast.description}</p> : null}
      </div>
      <button type="button" className="toast-close" aria-label={closeLabel} onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

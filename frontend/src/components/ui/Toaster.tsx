import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import './toaster.css';

/** The colour of a toast's icon: plain, success, error, an XP gain, a level-up, a badge. */
export type ToastTone = 'default' | 'success' | 'error' | 'xp' | 'level' | 'badge';

export interface ToastOptions {
  /** The main line, e.g. "+2 XP". */
  title: string;
  /** A second, smaller line. */
  message?: string;
  /** Decorative (an emoji or an svg); hidden from assistive technology. */
  icon?: ReactNode;
  tone?: ToastTone;
  /** How long it stays once shown; 4 s by default. Hovering it pauses the countdown. */
  durationMs?: number;
  /** Wait this long before showing it (staggered toasts); 0 by default. */
  delayMs?: number;
}

export interface ToastApi {
  /** Queues a toast; returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

interface ShownToast extends Required<Omit<ToastOptions, 'message' | 'icon' | 'delayMs'>> {
  id: string;
  message?: string;
  icon?: ReactNode;
}

const DEFAULT_DURATION_MS = 4_000;
/** Older toasts give way when more than this many are on screen. */
const MAX_VISIBLE = 4;
/** The space between two stacked toasts, in CSS pixels. */
const GAP_PX = 8;

const noop: ToastApi = { show: () => '', dismiss: () => {} };
const ToastContext = createContext<ToastApi>(noop);

/** Shows toasts from anywhere below `ToastProvider`; without a provider it does nothing. */
export function useToast(): ToastApi {
  return useContext(ToastContext);
}

let toastCounter = 0;

/**
 * Holds the toasts and renders them, stacked in the bottom-right corner (full width at the
 * bottom on phones), in a polite live region: they are announced without interrupting.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const pending = useRef(new Set<number>());

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((options: ToastOptions) => {
    toastCounter += 1;
    const toast: ShownToast = {
      id: `toast-${toastCounter}`,
      title: options.title,
      message: options.message,
      icon: options.icon,
      tone: options.tone ?? 'default',
      durationMs: options.durationMs ?? DEFAULT_DURATION_MS,
    };
    const add = () => setToasts((current) => [...current, toast].slice(-MAX_VISIBLE));
    const delay = options.delayMs ?? 0;
    if (delay > 0) {
      const timer = window.setTimeout(() => {
        pending.current.delete(timer);
        add();
      }, delay);
      pending.current.add(timer);
    } else {
      add();
    }
    return toast.id;
  }, []);

  useEffect(() => {
    const timers = pending.current;
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      timers.clear();
    };
  }, []);

  const value = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

/**
 * Each toast is placed by a `translate` of its own, from the measured heights of the others: a
 * toast that arrives or leaves slides the rest instead of pushing them around the layout, so a
 * burst of XP, level and badge toasts shifts nothing (CLS; `toaster.css`).
 */
function Toaster({ toasts, onDismiss }: { toasts: ShownToast[]; onDismiss: (id: string) => void }) {
  const { t } = useTranslation();
  const [heights, setHeights] = useState<ReadonlyMap<string, number>>(new Map());
  const measured = useCallback((id: string, height: number | undefined) => {
    setHeights((current) => {
      if (current.get(id) === height) return current;
      const next = new Map(current);
      if (height === undefined) next.delete(id);
      else next.set(id, height);
      return next;
    });
  }, []);
  const spanOf = (toast: ShownToast) => (heights.get(toast.id) ?? 0) + GAP_PX;
  const total = toasts.reduce((sum, toast) => sum + spanOf(toast), 0);
  let before = 0;
  // The live region stays in the page even when empty: screen readers only announce changes to
  // a region they already know.
  return (
    <div className="toaster" role="status" aria-live="polite" aria-atomic="false" aria-label={t('toasts.label')}>
      {toasts.map((toast) => {
        // Top-anchored on phones (the older above), bottom-anchored on wider screens (the newer below).
        const span = spanOf(toast);
        const offsets = { '--toast-before': `${before}px`, '--toast-after': `${total - before - span}px` } as CSSProperties;
        before += span;
        return <ToastItem key={toast.id} toast={toast} offsets={offsets} onDismiss={onDismiss} onMeasured={measured} />;
      })}
    </div>
  );
}

function ToastItem({
  toast,
  offsets,
  onDismiss,
  onMeasured,
}: {
  toast: ShownToast;
  offsets: CSSProperties;
  onDismiss: (id: string) => void;
  onMeasured: (id: string, height: number | undefined) => void;
}) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.durationMs);
  const element = useRef<HTMLDivElement>(null);

  // Measured before the first paint (the others make room in the same frame), and again when its
  // text wraps differently (a rotated phone).
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    onMeasured(toast.id, node.offsetHeight);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => onMeasured(toast.id, node.offsetHeight));
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      onMeasured(toast.id, undefined);
    };
  }, [toast.id, onMeasured]);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, toast.id, onDismiss]);

  return (
    // A tap or click dismisses it early (it may cover content on a phone); keyboard users do not
    // need to: it leaves by itself and never takes focus.
    <div
      ref={element}
      className={cx('toast', `toast--${toast.tone}`)}
      style={offsets}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onClick={() => onDismiss(toast.id)}
    >
      {toast.icon && (
        <span className="toast__icon" aria-hidden="true">
          {toast.icon}
        </span>
      )}
      <span className="toast__text">
        <span className="toast__title">{toast.title}</span>
        {toast.message && <span className="toast__message">{toast.message}</span>}
      </span>
    </div>
  );
}

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { cn } from "~/lib/cn";

/**
 * Toasts: short, polite announcements after an action ("Meddelande skickat!", "Validering misslyckades").
 * One live region in the page shell; screen readers hear each toast once. Forms must still show their
 * messages inline too, so nothing depends on a toast (or on JavaScript) to be understood.
 */
export type ToastVariant = "success" | "error";
export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long it shows; default 6 s (the video tools' toasts last 8 s, spec §9). */
  durationMs?: number;
}
interface Toast extends Required<Omit<ToastInput, "description" | "durationMs">> {
  id: number;
  description?: string;
  durationMs: number;
}

const ToastContext = createContext<((t: ToastInput) => void) | null>(null);

const SHOW_MS = 6000;

export function ToastProvider({ children, closeLabel }: { children: React.ReactNode; closeLabel: string }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback((t: ToastInput) => {
    const id = nextId.current++;
    setToasts((all) => [...all.slice(-2), { id, title: t.title, description: t.description, variant: t.variant ?? "success", durationMs: t.durationMs ?? SHOW_MS }]);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div aria-live="polite" className="pointer-events-none fixed inset-x-4 bottom-4 z-[60] flex flex-col items-center gap-2 sm:left-auto sm:right-4 sm:items-end">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} closeLabel={closeLabel} onDone={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, closeLabel, onDone }: { toast: Toast; closeLabel: string; onDone: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDone(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs, onDone]);
  return (
    <div
      data-testid="toast"
      className={cn(
        "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl bg-white p-4 shadow-lg ring-1",
        toast.variant === "error" ? "ring-clay/50" : "ring-sage/50",
      )}
    >
      <div className="flex-1">
        <p className={cn("font-medium", toast.variant === "error" ? "text-clay" : "text-ink")}>{toast.title}</p>
        {toast.description && <p className="mt-1 text-sm text-ink-soft">{toast.description}</p>}
      </div>
      <button type="button" onClick={() => onDone(toast.id)} aria-label={closeLabel} className="rounded px-1 text-ink-soft hover:text-ink">
        ×
      </button>
    </div>
  );
}

/** `const toast = useToast(); toast({ title, description, variant })`. Outside the provider it does nothing. */
export function useToast(): (t: ToastInput) => void {
  const show = useContext(ToastContext);
  return useMemo(() => show ?? (() => {}), [show]);
}

import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { cn } from "~/lib/cn";

/**
 * A disclosure menu button (WAI-ARIA menu button pattern, simplified to a list of links):
 * toggles on click, closes on Escape, outside click and navigation, and returns focus.
 */
export function MenuButton({
  label,
  buttonContent,
  children,
  align = "left",
  buttonClassName,
}: {
  label: string;
  buttonContent?: React.ReactNode;
  children: React.ReactNode;
  align?: "left" | "right";
  buttonClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={ref} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={buttonContent ? label : undefined}
        onClick={() => setOpen((o) => !o)}
        className={cn("inline-flex items-center gap-1 rounded-full px-3 py-2 hover:bg-ink/5", buttonClassName)}
      >
        {buttonContent ?? label}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className={cn("transition-transform", open && "rotate-180")}>
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <div
        id={id}
        hidden={!open}
        className={cn(
          "absolute z-40 mt-2 min-w-48 rounded-2xl bg-white p-2 shadow-lg ring-1 ring-ink/10",
          align === "right" ? "right-0" : "left-0",
        )}
      >
        {children}
      </div>
    </div>
  );
}

export const menuItemClass = "block w-full rounded-xl px-4 py-2 text-left hover:bg-oat";

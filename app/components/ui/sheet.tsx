import { useEffect, useRef } from "react";
import { cn } from "~/lib/cn";

// Invoker commands (`command` / `commandfor`) and light dismiss (`closedby`) are HTML attributes that
// React passes through as written; @types/react does not list them yet.
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged interfaces keep React's type parameter
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close";
    commandfor?: string;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- as above
  interface DialogHTMLAttributes<T> {
    closedby?: "any" | "closerequest" | "none";
  }
}

/** Whether the browser opens and closes dialogs from `commandfor` buttons by itself. */
const nativeInvokers = () =>
  typeof HTMLButtonElement !== "undefined" &&
  "commandForElement" in HTMLButtonElement.prototype;

/**
 * The shop's one dialog primitive (ADR 037): the cart drawer, the mobile menu, the shop's stock filter drawer
 * and the product image zoom all use it. A side sheet (shadcn "sheet" style), or with `side="center"` a
 * centred dialog, on a native modal <dialog>. The browser puts it in the top layer (no
 * ancestor can clip or contain it), makes the rest of the page inert (focus stays inside), closes it on
 * Escape, gives focus back to the control that opened it, and `closedby="any"` closes it on a click outside.
 * The page behind does not scroll while it is open (app.css).
 *
 * It opens in one of two ways:
 * - `open` (controlled, e.g. the cart drawer opened by script);
 * - a `SheetTrigger` button with `commandfor` (the mobile menu): the browser opens the sheet itself, so a
 *   tap works before hydration; browsers without invoker commands get the small inline fallback in
 *   `app/lib/dialog-fallback.ts` until React takes over.
 */
export function Sheet({
  id,
  side = "left",
  open,
  onOpenChange,
  label,
  labelledBy,
  wide = false,
  className,
  bodyClassName = "flex min-h-full flex-col p-5",
  children,
  ref,
}: {
  id: string;
  side?: "left" | "right" | "center";
  /** Controlled: open while true. Leave undefined for a sheet opened by a SheetTrigger. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  label?: string;
  labelledBy?: string;
  /** A side sheet 26rem wide (at most 92vw) instead of 22rem (88vw): the cart. */
  wide?: boolean;
  className?: string;
  /** The inner box (default: a padded column that fills the sheet). */
  bodyClassName?: string;
  children: React.ReactNode;
  ref?: React.RefObject<HTMLDialogElement | null>;
}) {
  const ownRef = useRef<HTMLDialogElement>(null);
  const dialogRef = ref ?? ownRef;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || open === undefined) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open, dialogRef]);

  return (
    <dialog
      id={id}
      ref={dialogRef}
      aria-label={label}
      aria-labelledby={labelledBy}
      closedby="any"
      onClose={() => onOpenChange?.(false)}
      // A click on the dialog box itself is a click on the backdrop: the content fills the box.
      onClick={(e) => e.target === e.currentTarget && e.currentTarget.close()}
      className={cn(
        "overflow-y-auto overscroll-contain border-0 bg-oat p-0 text-ink",
        side === "center"
          ? "m-auto max-h-[calc(100dvh-2rem)] w-[min(92vw,52rem)] rounded-3xl shadow-2xl backdrop:bg-ink/60"
          : [
              "fixed inset-y-0 m-0 h-dvh max-h-dvh shadow-xl",
              wide ? "w-[26rem] max-w-[92vw]" : "w-[22rem] max-w-[88vw]",
              "backdrop:bg-ink/40 transition-[translate] duration-200 ease-out motion-reduce:transition-none",
              side === "left"
                ? "right-auto left-0 starting:open:-translate-x-full"
                : "right-0 left-auto starting:open:translate-x-full",
            ],
        className,
      )}
    >
      <div className={bodyClassName}>{children}</div>
    </dialog>
  );
}

/** Opens the sheet `sheetId`: natively (invoker commands), else on click once React runs. */
export function SheetTrigger({
  sheetId,
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { sheetId: string }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      {...props}
      commandfor={sheetId}
      command="show-modal"
      onClick={(e) => {
        props.onClick?.(e);
        const dialog = document.getElementById(sheetId);
        if (
          !nativeInvokers() &&
          dialog instanceof HTMLDialogElement &&
          !dialog.open
        )
          dialog.showModal();
      }}
    />
  );
}

/** Closes the sheet `sheetId` (works before hydration like SheetTrigger). */
export function SheetClose({
  sheetId,
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { sheetId: string }) {
  return (
    <button
      type="button"
      {...props}
      commandfor={sheetId}
      command="close"
      onClick={(e) => {
        props.onClick?.(e);
        const dialog = document.getElementById(sheetId);
        if (!nativeInvokers() && dialog instanceof HTMLDialogElement)
          dialog.close();
      }}
    />
  );
}

/** The cross icon of the sheets' close buttons (an SVG, so no glyph the fonts must carry). */
export function CloseIcon({ size = 20 }: { size?: number }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

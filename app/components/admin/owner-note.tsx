import { useId } from "react";
import { Form, Link, useNavigation } from "react-router";
import { adminCopy } from "~/content/admin";
import { cn } from "~/lib/cn";

const t = adminCopy.note;

/** The owner's own note on the order (ADR 067): saved with an audit entry, never shown to the customer. */
export function OwnerNote({ orderId, note, max, error, saved }: { orderId: string; note: string; max: number; error?: string; saved: "saved" | "unchanged" | null }) {
  const id = useId();
  const busy = useNavigation().formData?.get("intent") === "note";
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl bg-white p-4 ring-1 ring-ink/10">
      <h2 id={`${id}-heading`} className="text-xl">
        {t.heading}
      </h2>
      <Form method="post" action={`/admin/orders/${orderId}`} className="mt-2 space-y-2">
        <input type="hidden" name="intent" value="note" />
        <label htmlFor={`${id}-note`} className="block text-sm font-medium">
          {t.label}
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={3}
          defaultValue={note}
          key={note}
          maxLength={max}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          className={cn("w-full rounded-lg border bg-white px-3 py-2", error ? "border-clay" : "border-ink/20")}
        />
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {t.hint(max)}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-clay">
            {error}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={busy} className="rounded-full bg-white px-5 py-2 text-ink ring-1 ring-ink/25 hover:bg-oat-dark disabled:opacity-60">
            {t.save}
          </button>
          {saved && (
            <p role="status" className="text-sm">
              {saved === "saved" ? t.saved : t.unchanged}
            </p>
          )}
        </div>
      </Form>
    </section>
  );
}

/** Links to the order's print pages (ADR 067) and its documents as PDF (the receipt or invoice, each credit note; ADR 076). */
export function PrintLinks({ orderId, orderNumber, invoice, documents = [] }: { orderId: string; orderNumber: number; invoice: boolean; documents?: { href: string; label: string; number: string; creditNote: boolean }[] }) {
  const p = adminCopy.print;
  const link = "rounded-full bg-white px-4 py-1.5 text-sm ring-1 ring-ink/25 hover:bg-oat-dark";
  return (
    <nav aria-label={p.heading} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-ink-soft">{p.heading}:</span>
      <Link to={`/admin/orders/${orderId}/packsedel`} aria-label={p.openPackingSlip(orderNumber)} className={link}>
        {p.packingSlip}
      </Link>
      <Link to={`/admin/orders/${orderId}/kvitto`} aria-label={p.openReceipt(orderNumber, invoice)} className={link}>
        {invoice ? p.invoice : p.receipt}
      </Link>
      {documents.map((d) => {
        const text = d.creditNote ? p.creditNotePdf(d.number) : p.pdf(invoice);
        return (
          <a key={d.href} href={d.href} download aria-label={p.forOrder(text, orderNumber)} className={link} data-testid="desk-document">
            {text}
          </a>
        );
      })}
    </nav>
  );
}

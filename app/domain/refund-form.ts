/**
 * The desk's refund form, one zod schema for the page and the action: the quantity per order line
 * (fields `qty-<lineId>`), the shipping, restocking and the reason the customer is told.
 */
import { z } from "zod";
import { refundCopy } from "~/content/admin-refunds";
import type { RefundRequest } from "./refunds";

const e = refundCopy.errors;
const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "1");

export const RefundFormSchema = z.object({
  intent: z.literal("refund"),
  /** lines: the chosen quantities; full: everything left (cancelled orders, "Ångra köp"). */
  mode: z.enum(["lines", "full"]).catch("lines"),
  withdrawal: checkbox,
  shipping: checkbox,
  restock: checkbox,
  reason: z.string(e.reason).trim().min(3, e.reason).max(300, e.reason),
});

const QTY = /^qty-(\d{1,9})$/;

/** Parses the form; `lines` come from every `qty-<id>` field (empty means 0). */
export function parseRefundForm(values: Record<string, string>):
  | { ok: true; form: z.infer<typeof RefundFormSchema>; request: RefundRequest | "full" }
  | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const lines: { itemId: number; quantity: number }[] = [];
  for (const [key, raw] of Object.entries(values)) {
    const m = QTY.exec(key);
    if (!m) continue;
    const v = raw.trim();
    if (v === "" || v === "0") continue;
    if (!/^\d{1,4}$/.test(v)) fields[key] = e.quantity!;
    else lines.push({ itemId: Number(m[1]), quantity: Number(v) });
  }
  const parsed = RefundFormSchema.safeParse(values);
  if (!parsed.success) for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "form")] ??= issue.message;
  if (!parsed.success || Object.keys(fields).length) return { ok: false, fields };
  const form = parsed.data;
  return { ok: true, form, request: form.mode === "full" ? "full" : { lines, shipping: form.shipping } };
}

/**
 * Faktura: the order is sent and the customer pays within the configured number of days to the shop's
 * bankgiro, with the order's OCR reference (digits with length and check digit) on the payment. The shop marks it paid in the order desk.
 * No credit option is pre-selected at checkout (ADR 018).
 */
import { ocrFromOrderNumber } from "~/domain/ocr";
import { stockholmDate } from "~/domain/vat";
import { amountDueOre, type PaymentProvider } from "./provider.server";

export interface InvoiceConfig {
  dueDays: number;
  bankgiro: string;
  iban?: string | null;
}

/** "2026-11-21" + 14 → "2026-12-05" (calendar days). */
export function addCalendarDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function invoiceProvider(config: InvoiceConfig): PaymentProvider {
  return {
    id: "invoice",
    label: "Faktura",
    instructions(order) {
      return {
        kind: "invoice",
        label: "Faktura",
        dueDays: config.dueDays,
        dueDate: addCalendarDays(stockholmDate(order.createdAt), config.dueDays),
        bankgiro: config.bankgiro,
        iban: config.iban ?? null,
        amountOre: amountDueOre(order),
        ocr: ocrFromOrderNumber(order.number),
      };
    },
  };
}

/**
 * Swish: the customer opens the Swish app from the order page (on a phone), scans a QR code (from another
 * device) or types the number; the payment goes to the
 * shop's own Swish number with the order number as its message, and the shop marks the order paid in
 * the order desk when it sees the payment (no bank API here).
 */
import QRCode from "qrcode";
import { formatSwishNumber, swishAmount, swishAppLink, swishPayload } from "~/domain/swish";
import { amountDueOre, type PaymentProvider } from "./provider.server";

export function swishProvider(config: { swishNumber: string }): PaymentProvider {
  return {
    id: "swish",
    label: "Swish",
    instructions(order) {
      const payment = { number: config.swishNumber, amountOre: amountDueOre(order), message: String(order.number) };
      return {
        kind: "swish",
        label: "Swish",
        number: config.swishNumber,
        numberDisplay: formatSwishNumber(config.swishNumber),
        amountOre: payment.amountOre,
        amount: swishAmount(payment.amountOre),
        message: payment.message,
        payload: swishPayload(payment),
        appLink: swishAppLink(payment),
      };
    },
  };
}

/** The QR code for a Swish payload as an SVG document (error correction M, as Swish recommends). */
export async function swishQrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

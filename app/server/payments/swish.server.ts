/**
 * Swish: the customer scans a QR code (or types the number) in the Swish app; the payment goes to the
 * shop's own Swish number with the order reference as its message, and the shop marks the order paid in
 * the order desk when it sees the payment (no bank API here).
 */
import QRCode from "qrcode";
import { formatSwishNumber, swishAmount, swishPayload } from "~/domain/swish";
import { amountDueOre, type PaymentProvider } from "./provider.server";

export function swishProvider(config: { swishNumber: string }): PaymentProvider {
  return {
    id: "swish",
    label: "Swish",
    instructions(order) {
      const payment = { number: config.swishNumber, amountOre: amountDueOre(order), reference: order.reference };
      return {
        kind: "swish",
        label: "Swish",
        number: config.swishNumber,
        numberDisplay: formatSwishNumber(config.swishNumber),
        amountOre: payment.amountOre,
        amount: swishAmount(payment.amountOre),
        reference: order.reference,
        payload: swishPayload(payment),
      };
    },
  };
}

/** The QR code for a Swish payload as an SVG document (error correction M, as Swish recommends). */
export async function swishQrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

/** The pay-back form's words (ADR 081): its messages, word for word beside each field (parsePayoutForm in app/domain/refund-payout.ts gives them), and the names of the two kinds of account. */
export const PAYOUT_ERRORS = {
  kind: "Välj om vi ska betala till ett bankkonto eller till Swish.",
  clearing: "Clearingnumret är 4 siffror (hos Swedbank ibland 5, som börjar med 8). Du hittar det i din bank-app.",
  account: "Kontonumret ska vara 6–10 siffror, utan clearingnumret. Mellanslag och bindestreck går bra.",
  swish: "Skriv ett svenskt mobilnummer som är kopplat till Swish, till exempel 070-123 45 67.",
} as const;

/** How an account to pay back to is named (the owner's list and the customer's masked confirmation). */
export const PAYOUT_KIND_NAMES = { bank: "Bankkonto", swish: "Swish" } as const;

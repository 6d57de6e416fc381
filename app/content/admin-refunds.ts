/** The order desk's refund panel (ADR 026): labels, the form's messages and the refusals, in Swedish. */
import { formatKr } from "~/domain/money";

export const refundCopy = {
  heading: "Återbetalning",
  intro: "Välj varor och antal. Pengarna går tillbaka samma väg som de kom: presentkortsdelen till korten, resten med betalsättet.",
  quantity: (name: string) => `Antal att återbetala av ${name}`,
  left: (n: number) => `${n} kvar att återbetala`,
  shipping: (ore: number) => `Återbetala frakten (${formatKr(ore)})`,
  shippingLine: (ore: number) => `Frakt ${formatKr(ore)}`,
  restock: "Lägg tillbaka varorna i lager",
  reason: "Anledning (syns för kunden)",
  reasonHint: "Till exempel ”Skadad vid leverans” eller ”Retur inom öppet köp”.",
  submit: "Återbetala",
  leftToRefund: (ore: number) => `Kvar att återbetala: ${formatKr(ore)}`,
  cancelledIntro: (ore: number) => `Ordern är makulerad; varor och presentkort är redan återförda. ${formatKr(ore)} betalades med betalsättet och ska tillbaka.`,
  cancelledSubmit: (ore: number) => `Återbetala ${formatKr(ore)}`,
  cancelledReason: "Makulerad order",
  withdrawalHeading: "Kunden har ångrat köpet",
  withdrawalIntro: (ore: number, deductionOre: number) =>
    deductionOre > 0
      ? `Allt som finns kvar återbetalas, frakten inräknad, med avdrag för returfrakten (${formatKr(deductionOre)}): ${formatKr(ore)}.`
      : `Allt som finns kvar återbetalas: ${formatKr(ore)}.`,
  withdrawalSubmit: "Återbetala enligt ångerrätten",
  withdrawalReason: "Ångrat köp (ångerrätt)",
  history: "Gjorda återbetalningar",
  historyRow: (amountOre: number) => `${formatKr(amountOre)}`,
  /** A refund asked of the provider (ADR 075): money not moved until it confirms. */
  requested: "Återbetalning begärd hos betalleverantören – väntar på bekräftelse",
  /** Paid by invoice or manual Swish (ADR 081): the owner transfers it and marks it "Återbetald". */
  owed: "Att betala tillbaka – för över beloppet och markera det som återbetalt",
  settled: "Återbetald",
  via: (methodOre: number, giftCardOre: number) =>
    [methodOre > 0 ? `${formatKr(methodOre)} med betalsättet` : "", giftCardOre > 0 ? `${formatKr(giftCardOre)} till presentkort` : ""].filter(Boolean).join(", "),
  restocked: "Tillbaka i lager",
  deduction: (ore: number) => `Avdrag returfrakt −${formatKr(ore)}`,
  done: (ore: number) => `${formatKr(ore)} är återbetalt. Kunden har fått ett mejl.`,
  /** Paid through a provider (ADR 075): asked of it, "återbetald" once it confirms. */
  doneRequested: (ore: number) => `Återbetalning på ${formatKr(ore)} är begärd hos betalleverantören. Kunden har fått ett mejl och får ett till när pengarna är skickade.`,
  /** Invoice or manual Swish (ADR 081): recorded, the money not moved. */
  doneOwed: (ore: number) =>
    `Återbetalning på ${formatKr(ore)} är registrerad. Kunden har fått ett mejl med en länk för att ange konto. För över pengarna och markera dem som återbetalda under ”Att betala tillbaka”.`,
  errors: {
    reason: "Skriv en anledning (3–300 tecken).",
    quantity: "Antalet måste vara ett heltal från 0 till det som finns kvar.",
    invalid: "Återbetalningen kunde inte göras. Kontrollera fälten.",
    not_refundable: "Ordern kan inte återbetalas: den måste vara betald och skickad. En order som inte har skickats makuleras i stället.",
    nothing: "Välj minst en vara eller frakten – eller så finns det inget kvar att återbetala.",
    too_many: "Du kan inte återbetala fler än som finns kvar på raden.",
    unknown_line: "Raden finns inte på ordern.",
    gift_card_used: "Presentkortet som köptes på ordern har redan använts eller makulerats och kan inte återbetalas.",
    not_found: "Ordern finns inte.",
  } as Record<string, string>,
} as const;

/** The customer's order page: what was refunded. */
export const customerRefundCopy = {
  heading: "Återbetalningar",
  row: (amountOre: number) => `${formatKr(amountOre)} återbetalt`,
  /** A refund asked of the payment provider, not confirmed yet (ADR 075). */
  rowRequested: (amountOre: number) => `${formatKr(amountOre)} – återbetalning begärd`,
  /** Owed by the shop (invoice, manual Swish; ADR 081): not moved until the owner has transferred it. */
  rowOwed: (amountOre: number) => `${formatKr(amountOre)} – att betala tillbaka`,
  via: (methodOre: number, giftCardOre: number, method: string) =>
    [methodOre > 0 ? `${formatKr(methodOre)} via ${method}` : "", giftCardOre > 0 ? `${formatKr(giftCardOre)} till presentkortet` : ""].filter(Boolean).join(" och "),
  /** An owed refund's method part: to the account the customer gives (ADR 081). */
  viaOwed: (methodOre: number, giftCardOre: number) =>
    [methodOre > 0 ? `${formatKr(methodOre)} till det konto du anger` : "", giftCardOre > 0 ? `${formatKr(giftCardOre)} till presentkortet` : ""].filter(Boolean).join(" och "),
  accountMissing: "Vi behöver veta vart vi ska betala tillbaka.",
  giveAccount: "Ange konto för återbetalningen",
  changeAccount: "Ändra konto",
  accountGiven: (given: string) => `Konto angivet: ${given}. Vi för över pengarna så snart vi kan.`,
  reason: "Anledning",
} as const;

/**
 * Swish through Swish Handel (ADR 082): the shop asks Swish for a payment request at "Slutför köp", and Swish itself
 * confirms the payment — read back by the shop before anything is marked paid. On a phone "Öppna Swish" switches to
 * the app with the request's token; on a computer the page shows the token as a QR code, or the customer gives their
 * mobile number and approves the request in their app. Offered as "Swish" in place of the manual Swish when
 * SWISH_CERT, SWISH_KEY and SWISH_PAYEE_ALIAS are set.
 */
import { useEffect, useRef } from "react";
import { Form, useRevalidator } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { formatDateTime, ordersCopy } from "~/content/orders";
import { formatKr } from "~/domain/money";
import { SWISH_HANDEL_MIN_ORE, swishHandelAppLink, swishTokenQrPayload, tokenOfAppLink } from "~/domain/swish-handel";
import { PayForm, PaymentDetail, PaymentDetails } from "./details";
import { amountDueOre, definePaymentMethod, type PaymentInstructions, type ProviderPaymentFacts } from "./method";

const copy = {
  label: "Swish",
  help: "Du betalar direkt med Swish: på mobilen öppnas Swish-appen, på datorn skannar du en QR-kod eller anger ditt mobilnummer. Swish bekräftar betalningen åt oss.",
  title: "Betala med Swish",
  waiting: (until: string) => `Betala inom några minuter – ordern väntar till ${until}, därefter makuleras den och varorna släpps.`,
  openSwish: "Öppna Swish",
  openSwishHint: "Godkänn betalningen i Swish-appen. Du kommer tillbaka hit när den är klar.",
  qrLabel: (orderNumber: number) => `QR-kod för Swish-betalning av order ${orderNumber}`,
  qrSteps: ["Öppna Swish-appen i telefonen och välj att skanna en QR-kod.", "Skanna koden och godkänn betalningen."],
  useNumber: "Betala med ditt mobilnummer i stället",
  useQr: "Visa QR-kod eller öppna appen i stället",
  numberLabel: "Ditt mobilnummer (Swish)",
  numberHelp: "Betalningen dyker upp i Swish-appen på den telefonen.",
  sendToSwish: "Skicka till Swish",
  back: "Tillbaka",
  inApp: "Öppna Swish-appen på din telefon och godkänn betalningen där.",
  start: "Betala med Swish",
  updates: "Sidan uppdateras när Swish har bekräftat betalningen.",
  reload: "Uppdatera sidan",
  mismatch: "Vi kontrollerar betalningen och hör av oss.",
  via: "Betalas med Swish",
  cancelled: (reason: string) => `Ordern är makulerad och du har inte debiterats. ${reason}`,
  expired: "Tiden för Swish-betalningen gick ut.",
  nextStep: (amount: string) => `Betala ${amount} med Swish – öppna appen eller skanna QR-koden här nedan inom några minuter.`,
  mailAwaiting: "Betala med Swish på din ordersida inom några minuter, annars makuleras ordern:",
  deskReference: "Swish-förfrågan",
};

/** Swish's error codes as the customer reads them (Swish's Commerce API guide), and the shop's own two. */
/** The message a request carries to the payer's Swish app (trimmed to Swish's characters by swishHandelMessage). */
export const swishRequestMessages = {
  payment: (shop: string, n: number) => `${shop} order ${n}`,
  refund: (shop: string, n: number) => `Återbetalning ${shop} order ${n}`,
};

export const swishErrorText: Record<string, string> = {
  DECLINED: "Du avböjde betalningen i Swish-appen.",
  CANCELLED: "Betalningen avbröts.",
  RF07: "Betalningen nekades av din bank.",
  BANKIDCL: "Du avbröt signeringen med BankID.",
  BANKIDUN: "BankID kunde inte godkänna betalningen.",
  BANKIDUNKN: "BankID kunde inte godkänna betalningen.",
  BANKIDONGOING: "BankID används redan för något annat. Avsluta det och försök igen.",
  FF10: "Bankens system kunde inte genomföra betalningen just nu.",
  TM01: "Ingen betalning påbörjades i Swish-appen i tid.",
  DS24: "Swish fick inget svar från banken i tid. Se i Swish-appen om betalningen gick igenom innan du försöker igen.",
  FF08: "Swish godtog inte betalningens referens.",
  RP06: "Det finns redan en Swish-betalning som väntar på det numret. Avsluta den i appen och försök igen.",
  ACMT03: "Numret är inte anslutet till Swish.",
  ACMT01: "Numret är inte aktiverat för Swish.",
  ACMT07: "Butikens Swish-nummer tar inte emot betalningar just nu. Välj ett annat betalsätt.",
  BE18: "Swish godtog inte mobilnumret. Kontrollera det och försök igen.",
  VR01: "Du uppfyller inte åldersgränsen för köpet.",
  VR02: "Numret hör inte till den person köpet gäller.",
  nummer: "Skriv ett svenskt mobilnummer, till exempel 070-123 45 67.",
  start: "Swish kunde inte nås just nu. Försök igen om en stund.",
};

/** Codes about the number the customer gave: shown at the field. */
const NUMBER_ERRORS = new Set(["nummer", "BE18", "ACMT03", "ACMT01", "RP06", "VR02"]);

/** The customer's words for a code; an unknown code still names itself. */
export function swishErrorFor(code: string): string {
  return swishErrorText[code] ?? `Swish kunde inte genomföra betalningen (felkod ${code}).`;
}

/** The order page's Swish Handel facts besides the neutral ones (app/routes/order.tsx). */
export interface SwishHandelFacts extends ProviderPaymentFacts {
  /** The stored app link of an m-commerce request (its token), or null. */
  appLink?: string | null;
  /** A request is open at Swish (m-commerce or e-commerce). */
  requested?: boolean;
  /** The order page's own address, where the Swish app brings the payer back. */
  pageUrl?: string;
  /** The customer chose to give their number (?swish=nummer). */
  choice?: "number" | null;
  /** What went wrong with the last try (a Swish code, or the shop's "nummer"/"start"). */
  error?: string | null;
  /** The reason the payment ended (Swish's code), when failed or expired. */
  code?: string | null;
}

export interface SwishHandelInstructions extends PaymentInstructions {
  kind: "swish-handel";
  provider: SwishHandelFacts | null;
}

/**
 * While a request is open the page asks the server again every few seconds (the loader, not a reload: nothing typed
 * is lost, and no `<meta refresh>` moves the page under a screen reader); without script "Uppdatera sidan" does it.
 */
function AskAgain({ everyMs }: { everyMs: number }) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  useEffect(() => {
    latest.current = revalidator;
  });
  useEffect(() => {
    const timer = setInterval(() => {
      if (latest.current.state === "idle") void latest.current.revalidate();
    }, everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return null;
}

// The forms are React Router's (fetch with the page's origin): a plain form post from a page opened by its private
// link carries `Origin: null` (the page's Referrer-Policy is no-referrer, ADR 065) and the edge refuses it.
const withParam = (path: string, param: string) => `${path}${path.includes("?") ? "&" : "?"}${param}`;

export const swishHandel = definePaymentMethod<SwishHandelInstructions>({
  id: "swish-handel",
  label: copy.label,
  checkout: { help: () => copy.help },
  available: (config) => config.providers?.includes("swish-handel") ?? false,
  minimumOre: SWISH_HANDEL_MIN_ORE,
  instructions: (order) => ({ kind: "swish-handel", label: copy.label, amountOre: amountDueOre(order), provider: (order.provider as SwishHandelFacts | null | undefined) ?? null }),
  payTitle: copy.title,
  Panel: ({ order, instructions: i, qrSvg }) => {
    const p = i.provider;
    if (!p) return <p>{copy.via}</p>;
    if (p.state === "mismatch") return <p role="status">{copy.mismatch}</p>;
    if (p.state !== "awaiting") return <p>{copy.via}</p>;
    const token = tokenOfAppLink(p.appLink);
    const error = p.error ? (
      <p role="alert" className="rounded-2xl bg-oat p-3 text-sm text-clay" data-testid="swish-error">
        {swishErrorFor(p.error)}
      </p>
    ) : null;
    const details = (
      <PaymentDetails testId="swish-handel-details">
        <PaymentDetail term={ordersCopy.payment.amount} value={formatKr(i.amountOre)} />
      </PaymentDetails>
    );
    const waiting = <p className="text-sm text-ink-soft">{copy.waiting(formatDateTime(p.expiresAt))}</p>;
    if (p.choice === "number" || (!p.requested && p.error && p.error !== "start")) {
      // An error about the number itself is the field's own message; any other stands above the form.
      const aboutNumber = p.error !== null && p.error !== undefined && NUMBER_ERRORS.has(p.error);
      return (
        <div className="space-y-4">
          {aboutNumber ? null : error}
          {details}
          <Form method="post" action={p.payPath} className="space-y-3" data-testid="swish-number-form">
            <input type="hidden" name="intent" value="swish_number" />
            <Field
              // A new error mounts the field anew, so it takes the focus again.
              key={p.error ?? "none"}
              label={copy.numberLabel}
              name="payer"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              required
              help={copy.numberHelp}
              error={aboutNumber ? swishErrorFor(p.error!) : undefined}
              // Back with an error about the number: the field has the focus, its message read with it.
              autoFocus={aboutNumber}
              className="max-w-xs"
            />
            <button type="submit" className={buttonClass("primary")}>
              {copy.sendToSwish}
            </button>
          </Form>
          <a href={p.payPath} className="inline-block text-sm underline underline-offset-4">
            {copy.useQr}
          </a>
          {waiting}
        </div>
      );
    }
    if (!p.requested) {
      return (
        <div className="space-y-4">
          {error}
          {details}
          <PayForm payPath={p.payPath} label={copy.start} />
          <a href={withParam(p.payPath, "swish=nummer")} className="inline-block text-sm underline underline-offset-4">
            {copy.useNumber}
          </a>
          {waiting}
        </div>
      );
    }
    return (
      <div className="space-y-4">
        <AskAgain everyMs={3000} />
        {error}
        {token ? (
          <div className="grid gap-6 lg:grid-cols-[auto_1fr] lg:items-start">
            {qrSvg && (
              <div
                role="img"
                aria-label={copy.qrLabel(order.number)}
                className="mx-auto hidden h-56 w-56 overflow-hidden rounded-2xl bg-white ring-1 ring-ink/10 lg:block [&>svg]:h-full [&>svg]:w-full"
                data-testid="swish-handel-qr"
                data-token={token}
                dangerouslySetInnerHTML={{ __html: qrSvg }}
              />
            )}
            <div className="space-y-4">
              <div className="space-y-3 lg:hidden">
                <a href={swishHandelAppLink(token, p.pageUrl ?? p.payPath)} className={buttonClass("primary", "w-full py-4 text-lg")} data-testid="swish-handel-app">
                  {copy.openSwish}
                </a>
                <p className="text-sm">{copy.openSwishHint}</p>
              </div>
              <ol className="hidden list-decimal space-y-1 pl-5 text-sm lg:block">
                {copy.qrSteps.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ol>
              {details}
            </div>
          </div>
        ) : (
          <div className="space-y-4">
            <p role="status" data-testid="swish-handel-in-app">
              {copy.inApp}
            </p>
            {details}
          </div>
        )}
        <p className="text-sm text-ink-soft">
          {copy.updates} {copy.waiting(formatDateTime(p.expiresAt))}{" "}
          <a href={p.payPath} className="underline underline-offset-4">
            {copy.reload}
          </a>
        </p>
        {token ? (
          <a href={withParam(p.payPath, "swish=nummer")} className="inline-block text-sm underline underline-offset-4">
            {copy.useNumber}
          </a>
        ) : (
          <PayForm payPath={p.payPath} label={copy.useQr} variant="secondary" />
        )}
      </div>
    );
  },
  cancelled: (i) => {
    const p = i.provider;
    if (!p || (p.state !== "failed" && p.state !== "expired")) return null;
    const reason = p.state === "expired" && (!p.code || p.code === "TM01") ? copy.expired : swishErrorFor(p.code ?? "CANCELLED");
    return copy.cancelled(reason);
  },
  nextStep: (i) => copy.nextStep(formatKr(i.amountOre)),
  packsAfterPayment: true,
  mail: (i, { orderUrl }) => ({ heading: copy.title, lines: [`${ordersCopy.payment.amount}: ${formatKr(i.amountOre)}`, `${copy.mailAwaiting} ${orderUrl}`] }),
  qrPayload: (i) => {
    const token = tokenOfAppLink(i.provider?.appLink);
    return token ? swishTokenQrPayload(token) : "";
  },
  deskReference: (order) => ({ label: copy.deskReference, value: String(order.number), testId: "desk-swish-handel-reference" }),
});

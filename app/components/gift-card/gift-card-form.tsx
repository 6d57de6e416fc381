import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { giftCardCopy } from "~/content/gift-cards";
import { GIFT_CARD } from "~/domain/constants";
import { formatKr, formatKronorInput, kronor } from "~/domain/money";
import {
  formValues,
  GiftCardFormSchema,
  type FieldErrors,
} from "~/domain/schemas";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { cn } from "~/lib/cn";
import { useSeedFromDom } from "~/lib/seed-from-dom";
import { GiftCardPreview } from "./gift-card-preview";
import { Field } from "~/components/ui/field";
import { useClientValidation } from "~/components/ui/use-client-validation";

const t = giftCardCopy.page;
const FIELD_ORDER = [
  "customAmount",
  "amount",
  "recipientName",
  "recipientEmail",
  "senderName",
  "message",
] as const;
type ActionData = { ok: boolean; error?: string; fields?: FieldErrors };
/** A refused post without JavaScript: the page re-renders with the messages and what was typed. */
export type GiftCardRefusal = { ok: false; error: string; fields: FieldErrors; values: Record<string, string> };

/**
 * The gift-card form: preset or custom amount, recipient, sender and message, with the live preview.
 * Posts to /gift-card: with JavaScript through a fetcher (toasts), without as a plain POST that lands
 * on /cart, or comes back here with the messages.
 */
export function GiftCardForm({ result }: { result?: GiftCardRefusal }) {
  const fetcher = useFetcher<ActionData>();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const typed = result?.values ?? {};
  const [preset, setPreset] = useState(typed.amount ?? formatKronorInput(GIFT_CARD.defaultOre));
  const [custom, setCustom] = useState(typed.customAmount ?? "");
  const [recipientName, setRecipientName] = useState(typed.recipientName ?? "");
  const [recipientEmail, setRecipientEmail] = useState(typed.recipientEmail ?? "");
  const [senderName, setSenderName] = useState(typed.senderName ?? "");
  const [message, setMessage] = useState(typed.message ?? "");
  const sentAmount = useRef(0);
  const check = useClientValidation(GiftCardFormSchema, FIELD_ORDER, {
    initial: result?.fields ?? null,
    onValid: (values) => {
      sentAmount.current = values.amountOre;
    },
    onInvalid: (first) => toast({ title: t.validationFailed, description: first, variant: "error" }),
  });
  const errors = check.errors ?? {};
  const { setErrors } = check;

  // What was typed or picked before hydration is in the DOM: the state (preview, counter, checks) starts from it.
  useSeedFromDom(() => {
    if (!formRef.current) return;
    const dom = formValues(new FormData(formRef.current));
    if (dom.amount) setPreset(dom.amount);
    setCustom(dom.customAmount ?? "");
    setRecipientName(dom.recipientName ?? "");
    setRecipientEmail(dom.recipientEmail ?? "");
    setSenderName(dom.senderName ?? "");
    setMessage(dom.message ?? "");
  });

  const customKr = /^\d{1,7}$/.test(custom.trim())
    ? Number(custom.trim())
    : null;
  const amountKr = custom.trim() !== "" ? customKr : Number(preset);
  const amountLabel = amountKr !== null ? formatKr(amountKr * 100) : "–";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      toast({
        title: t.added,
        description: t.addedDescription(formatKr(sentAmount.current)),
      });
      setRecipientName("");
      setRecipientEmail("");
      setMessage("");
      setCustom("");
      setErrors({});
    } else {
      setErrors(fetcher.data.fields ?? {});
      toast({
        title: t.validationFailed,
        description: fetcher.data.error,
        variant: "error",
      });
    }
    // Only a new answer matters (toast is stable).
  }, [fetcher.data, fetcher.state, toast]);

  const busy = fetcher.state !== "idle";

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <fetcher.Form
        ref={formRef}
        method="post"
        action="/gift-card"
        noValidate
        aria-label={t.title}
        className="space-y-6 rounded-3xl bg-white/70 p-5 ring-1 ring-ink/5 sm:p-6"
        onSubmit={check.onSubmit}
      >
        <fieldset>
          <legend className="text-sm font-medium">{t.amountLegend}</legend>
          <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {GIFT_CARD.presetsOre.map((ore) => {
              const v = formatKronorInput(ore);
              return (
                <label
                  key={v}
                  className="flex cursor-pointer items-center justify-center gap-2 rounded-2xl bg-white p-3 font-medium ring-1 ring-ink/15 has-checked:bg-lavender/25 has-checked:ring-2 has-checked:ring-indigo has-focus-visible:ring-2 has-focus-visible:ring-indigo"
                >
                  <input
                    type="radio"
                    name="amount"
                    value={v}
                    checked={preset === v && custom.trim() === ""}
                    onChange={() => {
                      setPreset(v);
                      setCustom("");
                      setErrors((e) => ({
                        ...e,
                        customAmount: "",
                        amount: "",
                      }));
                    }}
                    className="h-4 w-4 accent-indigo"
                  />
                  {formatKr(ore)}
                </label>
              );
            })}
          </div>
          <Field
            label={t.customLabel}
            name="customAmount"
            type="number"
            inputMode="numeric"
            min={kronor(GIFT_CARD.minOre)}
            max={kronor(GIFT_CARD.maxOre)}
            step={1}
            value={custom}
            onChange={(e) => setCustom(e.target.value)}
            help={t.customHint}
            error={errors.customAmount || errors.amount}
            className="mt-4 sm:max-w-xs"
          />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t.recipientName}
            name="recipientName"
            value={recipientName}
            onChange={(e) => setRecipientName(e.target.value)}
            maxLength={100}
            error={errors.recipientName}
            autoComplete="off"
          />
          <Field
            label={t.recipientEmail}
            name="recipientEmail"
            type="email"
            value={recipientEmail}
            onChange={(e) => setRecipientEmail(e.target.value)}
            maxLength={255}
            error={errors.recipientEmail}
            autoComplete="off"
          />
          <Field
            label={t.senderName}
            name="senderName"
            value={senderName}
            onChange={(e) => setSenderName(e.target.value)}
            maxLength={100}
            error={errors.senderName}
            autoComplete="name"
          />
        </div>
        <MessageInput
          value={message}
          onChange={setMessage}
          error={errors.message}
        />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? t.adding : t.submit(amountLabel)}
        </Button>
      </fetcher.Form>
      <div className="lg:sticky lg:top-24">
        <GiftCardPreview
          amount={amountLabel}
          to={recipientName}
          from={senderName}
          message={message}
        />
      </div>
    </div>
  );
}

function MessageInput({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {t.message}
      </label>
      <textarea
        id={id}
        name="message"
        rows={4}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-counter${error ? ` ${id}-error` : ""}`}
        className={cn(
          "mt-1 w-full rounded-xl border bg-white px-4 py-3",
          error ? "border-clay" : "border-ink/20",
        )}
      />
      <p
        id={`${id}-counter`}
        className={cn(
          "mt-1 text-right text-xs",
          value.length > GIFT_CARD.messageMax ? "text-clay" : "text-ink-soft",
        )}
        data-testid="message-counter"
      >
        {t.counter(value.length)}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-clay">
          {error}
        </p>
      )}
    </div>
  );
}

import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import type { FieldErrors } from "~/domain/schemas";
import * as sv from "~/content/sv";
import { Button } from "~/components/ui/button";
import { useClientValidation } from "~/components/ui/use-client-validation";

/**
 * A server-posted form that checks the same zod schema in the browser first (the shared client-validation
 * hook), so the visitor sees the message at once; the action checks it again. Every field's message shows at
 * once under its field (the field links it with aria-describedby); an empty field reads "Fältet måste fyllas i"
 * and the form's one message above the button stays the spec's ("Alla fält måste fyllas i"). A note above the
 * fields says that all are required (ADR 072).
 */
export function AuthForm({
  schema,
  intent,
  submitLabel,
  serverMessage,
  serverFields,
  hidden,
  children,
}: {
  schema: z.ZodType;
  intent?: string;
  submitLabel: string;
  serverMessage?: string | null;
  serverFields?: FieldErrors;
  hidden?: Record<string, string>;
  children: (errors: FieldErrors) => React.ReactNode;
}) {
  // The auth pages show one message above the button (the first, in field order) besides each field's own.
  const [firstMessage, setFirstMessage] = useState<string | null>(null);
  const check = useClientValidation(schema, undefined, { onInvalid: (first) => setFirstMessage(first ?? null), onValid: () => setFirstMessage(null) });
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === (intent ?? null);
  const message = check.errors ? firstMessage : serverMessage;
  const fields = fieldMessages(check.errors ?? serverFields ?? {});

  // A post the server refused (a wrong password, a taken address): focus goes to its message, not to <body> where the
  // disabled button left it (ADR 072). The browser's own check already focuses the first field with a message.
  const messageRef = useRef<HTMLParagraphElement>(null);
  const posted = useRef(false);
  useEffect(() => {
    if (busy) posted.current = true;
    else if (posted.current) {
      posted.current = false;
      messageRef.current?.focus();
    }
  }, [busy]);

  return (
    <Form
      method="post"
      noValidate
      className="space-y-4"
      onSubmit={check.onSubmit}
    >
      {intent && <input type="hidden" name="intent" value={intent} />}
      {hidden && Object.entries(hidden).map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />)}
      <p className="text-sm text-ink-soft">{sv.auth.requiredNote}</p>
      {children(fields)}
      {message && (
        <p ref={messageRef} tabIndex={-1} role="alert" className="rounded-xl bg-clay/10 px-4 py-3 text-sm font-medium text-clay">
          {message}
        </p>
      )}
      <Button type="submit" disabled={busy} className="w-full">
        {submitLabel}
      </Button>
    </Form>
  );
}

/** Each field's own message; an empty field's says so about that field, not about "all fields". */
function fieldMessages(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([k, m]) => [k, m === sv.auth.allFieldsRequired ? sv.auth.fieldRequired : m]));
}

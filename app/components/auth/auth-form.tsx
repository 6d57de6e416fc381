import { useState } from "react";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { formErrors, formValues, type FieldErrors } from "~/domain/schemas";
import { Button } from "~/components/ui/button";

/**
 * A server-posted form that checks the same zod schema in the browser first, so the
 * visitor sees the message at once; the action checks it again.
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
  const [client, setClient] = useState<{ message: string; fields: FieldErrors } | null>(null);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === (intent ?? null);
  const message = client?.message ?? serverMessage;
  const fields = client?.fields ?? serverFields ?? {};

  return (
    <Form
      method="post"
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        const parsed = schema.safeParse(formValues(new FormData(e.currentTarget)));
        if (!parsed.success) {
          e.preventDefault();
          setClient(formErrors(parsed.error));
        } else {
          setClient(null);
        }
      }}
    >
      {intent && <input type="hidden" name="intent" value={intent} />}
      {hidden && Object.entries(hidden).map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />)}
      {children(fields)}
      {message && (
        <p role="alert" className="rounded-xl bg-clay/10 px-4 py-3 text-sm font-medium text-clay">
          {message}
        </p>
      )}
      <Button type="submit" disabled={busy} className="w-full">
        {submitLabel}
      </Button>
    </Form>
  );
}

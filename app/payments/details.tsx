import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";

/** The boxed list of payment details (number, amount, reference …) the payment panels share. */
export function PaymentDetails({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <dl className="space-y-1 rounded-2xl bg-oat p-4" data-testid={testId}>
      {children}
    </dl>
  );
}

export function PaymentDetail({ term, value, valueClass = "font-semibold tabular-nums", testId }: { term: string; value: ReactNode; valueClass?: string; testId?: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4">
      <dt>{term}</dt>
      <dd className={valueClass} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * "Till betalningen" and its kin: asks the order page for the provider's payment (again). A React Router form, so
 * a private-link page (sent without a referrer, so a plain post would carry `Origin: null`) posts with its origin.
 */
export function PayForm({ payPath, label, variant = "primary" }: { payPath: string; label: string; variant?: "primary" | "secondary" }) {
  return (
    <Form method="post" action={payPath}>
      <input type="hidden" name="intent" value="pay" />
      <button type="submit" className={buttonClass(variant)}>
        {label}
      </button>
    </Form>
  );
}

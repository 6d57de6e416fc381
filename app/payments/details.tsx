import type { ReactNode } from "react";

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

import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/gift-card-balance";
import type { CrumbHandle } from "~/components/layout/breadcrumbs";
import { formatGiftCardDate, giftCardCopy } from "~/content/gift-cards";
import { formatKr } from "~/domain/money";
import { maskCode } from "~/domain/gift-cards";
import { GiftCardCodeSchema } from "~/domain/schemas";
import { Button } from "~/components/ui/button";
import { requestInfoContext } from "~/server/context.server";
import { checkBalance } from "~/server/gift-cards/balance.server";
import { services } from "~/server/runtime.server";
import { retryAfterHeaders } from "~/server/retry-after.server";

const t = giftCardCopy.balance;

/** A 429 carries its `Retry-After` (ADR 032). */
export const headers = retryAfterHeaders;

export const handle: CrumbHandle = { breadcrumb: t.title };

export const meta: Route.MetaFunction = () => [
  { title: t.metaTitle },
  { name: "robots", content: "noindex" },
];

type Result =
  | {
      status: "ok";
      balanceOre: number;
      initialOre: number;
      expires: string;
      masked: string;
    }
  | { status: "not_found" | "throttled" | "invalid"; message: string };

/** Rate-limited per client; unknown, expired and empty cards get the same answer. */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = GiftCardCodeSchema.safeParse({
    code: (await request.formData()).get("code") ?? "",
  });
  if (!parsed.success)
    return data<Result>(
      {
        status: "invalid",
        message: parsed.error.issues[0]?.message ?? t.notFound,
      },
      { status: 400 },
    );
  const { db, env } = services();
  const r = await checkBalance(db, {
    code: parsed.data.code,
    clientKey: context.get(requestInfoContext).clientIp,
    secret: env.authSecret,
    now: new Date(),
    rateLimitScale: env.rateLimitScale,
  });
  if (r.status === "ok")
    return data<Result>({
      status: "ok",
      balanceOre: r.balanceOre,
      initialOre: r.initialOre,
      expires: r.expiresAt.toISOString(),
      masked: maskCode(r.last4),
    });
  if (r.status === "throttled")
    return data<Result>(
      { status: "throttled", message: r.shop ? t.throttledShop : t.throttled },
      { status: 429, headers: { "Retry-After": String(r.retryAfterSeconds) } },
    );
  return data<Result>(
    { status: "not_found", message: t.notFound },
    { status: 404 },
  );
}

export default function GiftCardBalanceRoute({
  actionData,
}: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const error =
    actionData && actionData.status !== "ok" ? actionData.message : undefined;
  return (
    <section className="page-narrow pt-6 pb-16 *:max-w-xl">
      <h1 className="text-4xl">{t.title}</h1>
      <p className="mt-2 text-ink-soft">{t.intro}</p>
      <Form
        method="post"
        noValidate
        className="mt-6 space-y-3 rounded-3xl bg-white/70 p-5 ring-1 ring-ink/5"
      >
        <label htmlFor="gift-card-code" className="block text-sm font-medium">
          {t.label}
        </label>
        <input
          id="gift-card-code"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          placeholder="ABCD-EFGH-JKMN-PQRS"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "gift-card-code-error" : undefined}
          className="w-full rounded-xl border border-ink/20 bg-white px-4 py-3 tracking-wider uppercase"
        />
        {error && (
          <p
            id="gift-card-code-error"
            role="alert"
            className="text-sm text-clay"
          >
            {error}
          </p>
        )}
        <Button type="submit" disabled={busy}>
          {t.submit}
        </Button>
      </Form>
      {actionData?.status === "ok" && (
        <section
          aria-labelledby="balance-result"
          className="mt-6 rounded-3xl bg-sage-light/60 p-5"
          data-testid="gift-card-balance"
        >
          <h2 id="balance-result" className="text-2xl">
            {t.result} {actionData.masked}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
            <dt>{t.balance}</dt>
            <dd className="font-semibold" data-testid="balance-amount">
              {formatKr(actionData.balanceOre)}
            </dd>
            <dt>{t.initial}</dt>
            <dd>{formatKr(actionData.initialOre)}</dd>
            <dt>{t.expires}</dt>
            <dd data-testid="balance-expires">
              {formatGiftCardDate(actionData.expires)}
            </dd>
          </dl>
          <p className="mt-3 text-sm">{t.useIt}</p>
        </section>
      )}
    </section>
  );
}

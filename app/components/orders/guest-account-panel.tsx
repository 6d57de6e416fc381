import { Form, Link, useNavigation } from "react-router";
import { ordersCopy } from "~/content/orders";
import { buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import type { GuestAccountActionData, GuestAccountOfferView } from "./types";

/**
 * A guest's order opened by its private link (ADR 065): "Skapa konto" with only a password (the e-mail is the order's),
 * sign-in when the address already has an account (and back here), or one button for the signed-in owner of the same
 * address. The token goes with every form; the server checks it again.
 */
export function GuestAccountPanel({
  offer,
  token,
  orderPath,
  result,
}: {
  offer: GuestAccountOfferView;
  token: string;
  /** This page's address with its token: where sign-in comes back to. */
  orderPath: string;
  result?: GuestAccountActionData;
}) {
  const t = ordersCopy.guestAccount;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && ["create_account", "attach"].includes(String(navigation.formData?.get("intent")));
  const refused = result?.status === "account_refused" ? result : undefined;
  const exists = offer.kind === "exists" || refused?.exists;
  const signInHref = `/auth?redirectTo=${encodeURIComponent(orderPath)}`;
  return (
    <section aria-labelledby="guest-account-heading" className="rounded-3xl bg-white/70 p-6 break-words ring-1 ring-ink/5" data-testid="guest-account">
      <h2 id="guest-account-heading" className="text-xl">
        {t.title}
      </h2>
      {offer.kind === "attach" ? (
        <>
          <p className="mt-2">{t.attachText}</p>
          {result?.status === "attach_failed" && (
            <p role="alert" className="mt-3 rounded-xl bg-clay/10 px-4 py-3 text-clay">
              {t.attachFailed}
            </p>
          )}
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="attach" />
            <input type="hidden" name="nyckel" value={token} />
            <button type="submit" disabled={busy} className={buttonClass("primary")}>
              {t.attach}
            </button>
          </Form>
        </>
      ) : exists ? (
        <p role={refused ? "alert" : undefined} className="mt-2">
          {t.exists(offer.email)}{" "}
          <Link to={signInHref} className="font-medium underline underline-offset-2">
            {t.signIn}
          </Link>
        </p>
      ) : (
        <>
          <p className="mt-2">{t.text(offer.email)}</p>
          <Form method="post" className="mt-4 max-w-sm">
            <input type="hidden" name="intent" value="create_account" />
            <input type="hidden" name="nyckel" value={token} />
            <input type="hidden" name="email" value={offer.email} autoComplete="username" />
            <Field label={t.password} name="password" type="password" autoComplete="new-password" help={t.passwordHint} error={refused?.message} />
            <button type="submit" disabled={busy} className={buttonClass("primary", "mt-4")}>
              {t.submit}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}

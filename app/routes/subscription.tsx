import { data } from "react-router";
import type { Route } from "./+types/subscription";
import { SUBSCRIPTION_WAITLIST_TOPIC, subscriptionCopy } from "~/content/subscription";
import { productImage } from "~/domain/catalogue";
import { SUBSCRIPTION } from "~/domain/constants";
import { subscriptionMonthlyOre } from "~/domain/pricing";
import { formErrors, formValues, WaitlistSchema } from "~/domain/schemas";
import type { MetaTag } from "~/domain/seo";
import { SubscriptionPage } from "~/components/subscription/subscription-page";
import type { SubscriptionBox, WaitlistActionData } from "~/components/subscription/types";
import { getProduct } from "~/server/catalogue.server";
import { requestInfoContext } from "~/server/context.server";
import { services } from "~/server/runtime.server";
import { joinWaitlist } from "~/server/waitlist.server";
import { retryAfterHeaders } from "~/server/retry-after.server";
import { headFor } from "~/server/page-head.server";

/** A 429 carries its `Retry-After` (ADR 032). */
export const headers = retryAfterHeaders;

/** The head is computed on the server (ADR 078): canonical, Open Graph, Twitter card, BreadcrumbList. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head;

/** The box's prices come from the sleep blend's database price (SUBSCRIPTION.percent off, whole kronor). */
export async function loader({ url }: Route.LoaderArgs): Promise<{ box: SubscriptionBox | null; head: MetaTag[] }> {
  const head = headFor({ path: url.pathname, title: subscriptionCopy.meta.title, description: subscriptionCopy.meta.description });
  const row = await getProduct(services().db, SUBSCRIPTION.productId);
  if (!row) return { box: null, head };
  return {
    head,
    box: {
      id: row.id,
      name: row.name,
      weight: row.weight,
      image: productImage(row.id, row.image),
      priceOre: row.priceOre,
      monthlyOre: subscriptionMonthlyOre(row.priceOre),
    },
  };
}

/** "Meddela mig": validate, then store once per address (rate-limited per client). */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = services();
  const values = formValues(await request.formData());
  const email = (values.email ?? "").slice(0, 1000);
  const parsed = WaitlistSchema.safeParse(values);
  if (!parsed.success) {
    return data<WaitlistActionData>({ ok: false, email, fieldError: formErrors(parsed.error).fields.email }, { status: 400 });
  }
  const result = await joinWaitlist(db, {
    topic: SUBSCRIPTION_WAITLIST_TOPIC,
    email: parsed.data.email,
    clientKey: context.get(requestInfoContext).clientIp,
    now: new Date(),
    rateLimitScale: env.rateLimitScale,
  });
  if (!result.ok) {
    const headers = { "Retry-After": String(result.retryAfterSeconds) };
    return data<WaitlistActionData>({ ok: false, email, error: subscriptionCopy.waitlist.tooMany }, { status: 429, headers });
  }
  return data<WaitlistActionData>({ ok: true });
}

export default function SubscriptionRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SubscriptionPage box={loaderData.box} actionData={actionData} />;
}

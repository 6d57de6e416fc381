import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-settings";
import { settingsCopy as t } from "~/content/site-settings";
import { SettingsFormSchema, type SettingsSection } from "~/domain/site-settings";
import { formErrors, formValues } from "~/domain/schemas";
import type { SettingsActionData } from "~/components/admin/settings-parts";
import { IdentitySettings } from "~/components/admin/identity-settings";
import { OrganicSettings } from "~/components/admin/organic-settings";
import { DeliverySettings } from "~/components/admin/delivery-settings";
import { configuredCarrier } from "~/server/carriers/carriers.server";
import { CustomerSettings, NotificationSettings, PressSettings, ReviewSettings, TestimonialSettings } from "~/components/admin/settings-sections";
import { requireAdmin } from "~/server/guards.server";
import { services } from "~/server/runtime.server";
import { changeSiteSettings, getSettingsPage } from "~/server/site-settings.server";
import { getShopIdentity } from "~/server/shop-identity.server";
import { FEED_PATH } from "~/server/gate.server";
import { SearchEngineSettings } from "~/components/admin/search-engine-settings";

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

/** /admin/settings: the shop's identity (ADR 063), what the home page may claim, and the owner's order mails (ADR 013). Admins only; everyone else gets the 404. */
export async function loader({ url }: Route.LoaderArgs) {
  const { db, env, gate } = services();
  const [page, identity] = await Promise.all([getSettingsPage(db), getShopIdentity(db, env)]);
  const searchEngines = { feedUrl: `${env.publicUrl}${FEED_PATH}`, sitemapUrl: `${env.publicUrl}/sitemap.xml`, robotsUrl: `${env.publicUrl}/robots.txt`, gated: gate.password !== null };
  return { ...page, identity, searchEngines, carrierName: configuredCarrier(env)?.name ?? null, saved: url.searchParams.get("sparat") as SettingsSection | null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const values = formValues(await request.formData());
  const reply = (message: string, fields: Record<string, string>, status: number) =>
    data<SettingsActionData>({ intent: values.intent ?? "", message, fields, values }, { status });
  const parsed = SettingsFormSchema.safeParse(values);
  if (!parsed.success) {
    const { fields } = formErrors(parsed.error);
    return reply(fields.intent ?? t.invalid, fields, 400);
  }
  const result = await changeSiteSettings(services().db, parsed.data, { actorEmail: admin.email, actorId: admin.id, now: new Date() });
  if (!result.ok) return reply(result.message, result.reason === "unknown_product" ? { productId: result.message } : {}, result.reason === "unknown_product" ? 400 : 409);
  // Post/Redirect/Get: a reload never repeats the change.
  throw redirect(`/admin/settings?sparat=${result.section}#${result.section}`);
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, allReviews, customers, products, claims, saved, identity, searchEngines, carrierName } = loaderData;
  const a = actionData;
  return (
    <section>
      <h1 className="text-3xl">{t.title}</h1>
      <p className="mt-2 max-w-prose text-ink-soft">{t.intro}</p>
      <div className="mt-8 space-y-8">
        <IdentitySettings identity={identity.identity} placeholders={identity.placeholders} log={settings.identity.log} action={a} saved={saved === "identity"} />
        <DeliverySettings s={settings.delivery} carrierName={carrierName} action={a} saved={saved === "delivery"} />
        <OrganicSettings s={settings.organic} action={a} saved={saved === "organic"} />
        <ReviewSettings s={settings.reviews} all={allReviews} claim={claims.rating} action={a} saved={saved === "reviews"} />
        <CustomerSettings s={settings.customers} count={customers} claim={claims.customers} action={a} saved={saved === "customers"} />
        <PressSettings s={settings.press} action={a} saved={saved === "press"} />
        <TestimonialSettings s={settings.testimonials} products={products} action={a} saved={saved === "testimonials"} />
        <NotificationSettings s={settings.notifications} action={a} saved={saved === "notifications"} />
        <SearchEngineSettings {...searchEngines} />
      </div>
    </section>
  );
}

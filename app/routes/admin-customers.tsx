import { Link } from "react-router";
import type { Route } from "./+types/admin-customers";
import { adminCustomersCopy as t } from "~/content/admin-customers";
import { CustomerList, CustomerSearch } from "~/components/admin/customers";
import { CustomerSearchSchema, formErrors } from "~/domain/schemas";
import { countGuestOrders, searchCustomers } from "~/server/customer-data.server";
import { services } from "~/server/runtime.server";

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

/** Customers newest first, or those whose name or e-mail contains ?q= (any case). */
export async function loader({ url }: Route.LoaderArgs) {
  const raw = url.searchParams.get("q") ?? "";
  const parsed = CustomerSearchSchema.safeParse({ q: raw });
  const q = parsed.success ? parsed.data.q : "";
  const { db } = services();
  const [{ rows, more }, guestOrders] = await Promise.all([searchCustomers(db, q), countGuestOrders(db, q)]);
  return {
    /** Orders without an account that match: the desk's search finds them (ADR 065). */
    guestOrders,
    q: parsed.success ? q : raw.slice(0, 200),
    error: parsed.success ? null : formErrors(parsed.error).message,
    more,
    rows: rows.map((c) => ({ ...c, created: c.createdAt.toISOString(), createdAt: undefined })),
  };
}

export default function AdminCustomers({ loaderData: d }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="text-3xl">{t.title}</h1>
      <p className="mt-2 text-ink-soft">{t.intro}</p>
      <CustomerSearch q={d.q} error={d.error} />
      <CustomerList rows={d.rows} q={d.error ? "" : d.q} more={d.more} />
      {d.guestOrders > 0 && (
        <p className="mt-4 text-sm">
          {t.list.guestOrders(d.guestOrders)}{" "}
          <Link to={`/admin/orders?q=${encodeURIComponent(d.q)}`} className="underline underline-offset-2">
            {t.list.guestOrdersLink}
          </Link>
        </p>
      )}
    </section>
  );
}

import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-customer";
import { adminCustomersCopy as t } from "~/content/admin-customers";
import { CustomerActivity, CustomerErase, CustomerExport, CustomerOrders, CustomerSummary } from "~/components/admin/customer-details";
import { EraseCustomerSchema, formErrors, formValues } from "~/domain/schemas";
import { eraseCustomer, getCustomer } from "~/server/customer-data.server";
import { requireAdmin } from "~/server/guards.server";
import { services } from "~/server/runtime.server";

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `${d?.customer.name ?? t.title} – Stilla` }, { name: "robots", content: "noindex" }];

const iso = (d: Date) => d.toISOString();

export async function loader({ params, url }: Route.LoaderArgs) {
  const c = await getCustomer(services().db, params.id);
  if (!c) throw data(null, { status: 404 });
  const search = url.searchParams;
  return {
    confirming: search.get("radera") === "1",
    done: search.get("klart") === "raderad" ? t.erase.done : null,
    customer: {
      id: c.id,
      name: c.name,
      email: c.email,
      created: iso(c.createdAt),
      role: c.role,
      erased: c.erasedAt ? iso(c.erasedAt) : null,
      spentOre: c.spentOre,
      orders: c.orders.map((o) => ({ id: o.id, number: o.number, created: iso(o.createdAt), status: o.status, paymentStatus: o.paymentStatus, totalOre: o.totalOre })),
      reviews: c.reviews.map((r) => ({ id: r.id, productId: r.productId, productName: r.productName, rating: r.rating, title: r.title, hidden: r.hiddenAt !== null, created: iso(r.createdAt) })),
      messages: c.messages.map((m) => ({ id: m.id, subject: m.subject, created: iso(m.createdAt), handled: m.handledAt !== null, replies: m.replies })),
      newsletter: c.newsletter,
      waitlist: c.waitlist,
    },
  };
}

/** Erasure (ADR 028): the typed e-mail must be the account's; the server function decides everything else. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const values = formValues(await request.formData());
  const typed = values.confirmEmail ?? "";
  const fail = (error: string, status = 400) => data({ error, typed }, { status });
  const parsed = EraseCustomerSchema.safeParse(values);
  if (!parsed.success) return fail(formErrors(parsed.error).message);
  const { db, mailer } = services();
  const c = await getCustomer(db, params.id);
  if (!c) return fail(t.erase.notFound, 404);
  if (c.erased) return fail(t.erase.already, 409);
  if (parsed.data.confirmEmail.trim().toLowerCase() !== c.email.toLowerCase()) return fail(t.erase.mismatch);
  const r = await eraseCustomer(db, params.id, { id: admin.id, email: admin.email }, new Date());
  if (r.status === "admin") return fail(t.erase.admin, 403);
  if (r.status === "open_orders") return fail(t.erase.openOrders(r.numbers), 409);
  if (r.status === "unpaid_orders") return fail(t.erase.unpaidOrders(r.numbers), 409);
  if (r.status === "already") return fail(t.erase.already, 409);
  if (r.status === "not_found") return fail(t.erase.notFound, 404);
  await mailer.dispatch(r.mailId);
  return redirect(`/admin/customers/${params.id}?klart=raderad`);
}

export default function AdminCustomer({ loaderData: d, actionData }: Route.ComponentProps) {
  const c = d.customer;
  return (
    <section>
      <p>
        <a href="/admin/customers" className="text-sm underline">
          {t.customer.back}
        </a>
      </p>
      <h1 className="mt-2 break-words text-3xl">{c.name}</h1>
      {d.done && (
        <p role="status" className="mt-4 rounded-xl bg-sage-light px-4 py-3">
          {d.done}
        </p>
      )}
      <CustomerSummary c={c} />
      <CustomerOrders c={c} />
      <CustomerActivity c={c} />
      {!c.erased && <CustomerExport c={c} />}
      <CustomerErase c={c} confirming={d.confirming} state={actionData ?? null} />
    </section>
  );
}

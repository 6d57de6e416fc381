import { useId } from "react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/admin-orders-ship";
import { adminCopy } from "~/content/admin";
import { StatusBadge } from "~/components/orders/status-badge";
import { CardRow, CardTable, CardTableBody, CardTableHead, Cell, HeadCell } from "~/components/ui/card-table";
import { cn } from "~/lib/cn";
import { BulkShipSchema, bulkShip, chosenOrderIds, ordersForBulkShip, type BulkShipResult } from "~/server/admin-orders.server";
import { requireAdmin } from "~/server/guards.server";
import { services } from "~/server/runtime.server";
import { shipmentCopy } from "~/content/shipments";
import { bookShipments, type BulkBookResult } from "~/server/shipments.server";
import { configuredCarrier } from "~/server/carriers/carriers.server";

const b = adminCopy.bulkShip;
const a = adminCopy.actions;

export const meta: Route.MetaFunction = () => [{ title: `${b.title} – Stilla` }, { name: "robots", content: "noindex" }];

/** The chosen orders (`?order=…`, repeated, from the list's checkboxes) and the carrier chosen there. */
export async function loader({ url }: Route.LoaderArgs) {
  const ids = chosenOrderIds(url.searchParams.getAll("order"));
  const carrier = url.searchParams.get("fraktbolag") ?? "";
  const orders = await ordersForBulkShip(services().db, ids);
  return {
    /** The carrier the shop books with (ADR 084), or null: then only the manual form. */
    bookingCarrier: configuredCarrier(services().env)?.name ?? null,
    carrier: a.carriers.includes(carrier) ? carrier : a.carriers[0]!,
    orders: orders.map((o) => ({ id: o.id, number: o.number, status: o.status, name: o.name, city: o.city, canShip: o.canShip })),
  };
}

type ActionAnswer =
  | { ok: false; message: string; fields: Record<string, string>; values: Record<string, string> }
  | { ok: true; result: BulkShipResult }
  | { ok: true; booking: BulkBookResult };

/**
 * Every chosen order that can ship, with its tracking number: all checked first (nothing changes on a bad form),
 * then each through the desk's single action (ADR 067).
 */
export async function action({ request, context }: Route.ActionArgs): Promise<ActionAnswer | ReturnType<typeof data<ActionAnswer>>> {
  const admin = requireAdmin(context);
  const { db, env, mailer } = services();
  const form = await request.formData();
  const ids = chosenOrderIds(form.getAll("order").map(String));
  // "Boka frakt och skriv ut etiketter" (ADR 084): each chosen order booked with the configured carrier.
  if (form.get("intent") === "book_shipments") {
    const carrier = configuredCarrier(services().env);
    if (!carrier) throw data(null, { status: 404 });
    if (ids.length === 0) return data({ ok: false as const, message: b.noneChosen, fields: {}, values: {} }, { status: 400 });
    const booking = await bookShipments(db, ids, { id: admin.id, email: admin.email }, new Date(), { secret: env.authSecret, publicUrl: env.publicUrl, mailer, actorEmail: admin.email, carrier });
    return { ok: true as const, booking };
  }
  const values: Record<string, string> = Object.fromEntries(ids.map((id) => [id, String(form.get(`kolli-${id}`) ?? "")]));
  const parsed = BulkShipSchema.safeParse({
    carrier: form.get("carrier"),
    orders: ids.map((id) => ({ id, trackingNumber: values[id] })),
  });
  if (!parsed.success) {
    // Field errors by name: "orders.2.trackingNumber" is the third chosen order's tracking field.
    const byOrder: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const [head, index, field] = issue.path;
      const key = head === "orders" && field === "trackingNumber" ? `kolli-${ids[Number(index)]}` : String(head ?? "form");
      byOrder[key] ??= issue.message;
    }
    const message = byOrder.orders ?? b.invalid;
    return data({ ok: false as const, message, fields: byOrder, values }, { status: 400 });
  }
  const result = await bulkShip(db, parsed.data, admin.id, new Date(), { secret: env.authSecret, publicUrl: env.publicUrl, mailer, actorEmail: admin.email });
  return { ok: true as const, result };
}

export default function AdminOrdersShip({ loaderData, actionData }: Route.ComponentProps) {
  const id = useId();
  const answer = actionData as ActionAnswer | undefined;
  const shippable = loaderData.orders.filter((o) => o.canShip);
  const fields = answer && !answer.ok ? answer.fields : {};
  const values = answer && !answer.ok ? answer.values : {};
  return (
    <section className="space-y-6">
      <div>
        <Link to="/admin/orders" className="text-sm underline">
          {b.back}
        </Link>
        <h1 className="mt-2 text-3xl">{b.title}</h1>
        <p className="mt-2 text-ink-soft">{b.intro}</p>
      </div>
      {answer?.ok && "result" in answer && <BulkResult result={answer.result} />}
      {answer?.ok && "booking" in answer && <BookingResult result={answer.booking} />}
      {answer && !answer.ok && (
        <p role="alert" className="rounded-lg bg-clay/10 px-3 py-2 text-clay">
          {answer.message}
        </p>
      )}
      {!answer?.ok &&
        (loaderData.orders.length === 0 ? (
          <p role="alert">{b.noneChosen}</p>
        ) : (
          <>
            {loaderData.bookingCarrier && shippable.length > 0 && (
              <Form method="post" className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-ink/10" data-testid="bulk-book">
                <input type="hidden" name="intent" value="book_shipments" />
                {shippable.map((o) => (
                  <input key={o.id} type="hidden" name="order" value={o.id} />
                ))}
                <p>{shipmentCopy.bulk.intro(loaderData.bookingCarrier)}</p>
                <button type="submit" className="rounded-full bg-indigo px-5 py-2 text-white">
                  {shipmentCopy.bulk.button} ({shippable.length})
                </button>
              </Form>
            )}
          <Form method="post" noValidate className="space-y-4">
            {shippable.length === 0 && <p role="alert">{b.noneShippable}</p>}
            <div>
              <label htmlFor={`${id}-carrier`} className="block text-sm font-medium">
                {a.carrier}
              </label>
              <select id={`${id}-carrier`} name="carrier" defaultValue={loaderData.carrier} className="mt-1 rounded-lg border border-ink/20 bg-white px-3 py-2">
                {a.carriers.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </div>
            <CardTable caption={b.caption}>
              <CardTableHead>
                <HeadCell>{b.order}</HeadCell>
                <HeadCell>{b.customer}</HeadCell>
                <HeadCell>{b.status}</HeadCell>
                <HeadCell>{b.trackingColumn}</HeadCell>
              </CardTableHead>
              <CardTableBody>
                {loaderData.orders.map((o) => {
                  const name = `kolli-${o.id}`;
                  const error = fields[name];
                  return (
                    <CardRow key={o.id} data-testid="bulk-ship-row">
                      <Cell rowHeader className="font-medium tabular-nums">
                        <Link to={`/admin/orders/${o.id}`} className="text-indigo underline">
                          {o.number}
                        </Link>
                      </Cell>
                      <Cell label={b.customer}>
                        {o.name}, {o.city}
                      </Cell>
                      <Cell label={b.status}>
                        <StatusBadge status={o.status} labelled />
                      </Cell>
                      <Cell label={b.trackingColumn}>
                        {o.canShip ? (
                          <>
                            <input type="hidden" name="order" value={o.id} />
                            <input
                              name={name}
                              aria-label={b.tracking(o.number)}
                              defaultValue={values[o.id] ?? ""}
                              required
                              minLength={5}
                              maxLength={40}
                              autoComplete="off"
                              aria-invalid={error ? true : undefined}
                              aria-describedby={error ? `${id}-${o.id}-error` : undefined}
                              className={cn("w-full min-w-0 rounded-lg border bg-white px-3 py-2 tabular-nums md:w-56", error ? "border-clay" : "border-ink/20")}
                            />
                            {error && (
                              <span id={`${id}-${o.id}-error`} className="mt-1 block text-sm text-clay">
                                {error}
                              </span>
                            )}
                          </>
                        ) : (
                          <span className="text-ink-soft">{b.cannotShip}</span>
                        )}
                      </Cell>
                    </CardRow>
                  );
                })}
              </CardTableBody>
            </CardTable>
            <p className="text-sm text-ink-soft">{a.trackingHint}</p>
            {shippable.length > 0 && (
              <button type="submit" className="rounded-full bg-indigo px-5 py-2 text-white">
                {b.submit(shippable.length)}
              </button>
            )}
          </Form>
          </>
        ))}
    </section>
  );
}

/** What the carrier booked: each order's label to print, and the orders it could not book, with why. */
function BookingResult({ result }: { result: BulkBookResult }) {
  const c = shipmentCopy.bulk;
  return (
    <div role="status" className="space-y-3 rounded-xl bg-sage/15 px-4 py-3">
      {result.booked.length > 0 && (
        <div>
          <h2 className="font-sans text-lg font-semibold">{c.labels}</h2>
          <ul className="mt-2 space-y-1" data-testid="bulk-labels">
            {result.booked.map((o) => (
              <li key={o.id}>
                <a href={`/admin/orders/${o.id}/etikett.pdf`} target="_blank" rel="noopener" className="font-medium text-indigo underline">
                  {c.labelFor(o.number)}
                </a>{" "}
                <span className="text-sm text-ink-soft tabular-nums">{o.trackingNumber}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {result.refused.length > 0 && (
        <div className="text-clay">
          <p>{c.refused}</p>
          <RefusedList refused={result.refused} />
        </div>
      )}
      <p>
        <Link to="/admin/orders" className="underline">
          {b.back}
        </Link>
      </p>
    </div>
  );
}

function BulkResult({ result }: { result: BulkShipResult }) {
  return (
    <div role="status" className="space-y-2 rounded-xl bg-sage/15 px-4 py-3">
      {result.shipped.length > 0 && <p>{b.shipped(result.shipped)}</p>}
      {result.unchanged.length > 0 && <p>{b.unchanged(result.unchanged)}</p>}
      {result.refused.length > 0 && (
        <div className="text-clay">
          <p>{b.refused(result.refused.map((r) => r.number))}</p>
          <RefusedList refused={result.refused} />
        </div>
      )}
      <p>
        <Link to="/admin/orders" className="underline">
          {b.back}
        </Link>
      </p>
    </div>
  );
}

/** The orders a bulk action refused, each with why. */
function RefusedList({ refused }: { refused: { id: string; number: number | null; message: string }[] }) {
  return (
    <ul className="mt-1 list-disc pl-5 text-sm">
      {refused.map((r) => (
        <li key={r.id}>
          {r.number === null ? "" : `${adminCopy.order.title(r.number)}: `}
          {r.message}
        </li>
      ))}
    </ul>
  );
}

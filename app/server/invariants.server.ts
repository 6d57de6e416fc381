/**
 * What the database itself can prove about orders, stock, discount codes, gift cards and mail (issue #15):
 * one checker for the fault drills (scripts/faults/) and for anyone who wants to look at a restored backup.
 * It only reads, in plain SQL that PGlite and PostgreSQL both run; an empty list means every invariant holds.
 *
 *   I2 every order has lines; its totals are the sum of its lines (placeOrder's arithmetic, below)
 *   I3 per product: stock ≥ 0, and (with a snapshot taken before) initial = stock + what live orders took
 *   I4 per discount code: used_count = unreleased redemptions = live orders carrying it ≤ usage_limit
 *   I5 per gift card: initial = balance + debits − credits (its ledger), 0 ≤ balance
 *   I6 no idempotency key has two orders (the unique index says so; checked anyway)
 *   I8 every order has its confirmation e-mail in the outbox; given what an SMTP server received (`deliveries`),
 *      every confirmation was delivered exactly once, and every delivered mail is `sent` in the outbox (a
 *      delivery the outbox does not record can be sent again: issue #32)
 *
 * I1 (every acknowledged checkout has its order) and I7 (the site answers after recovery) need what the
 * client saw, so the drill harness checks those.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "./db.server";

export type InvariantId = "I2" | "I3" | "I4" | "I5" | "I6" | "I8";

export interface Violation {
  invariant: InvariantId;
  /** The row it is about, e.g. "order 1b2c…", "product sleep", "discount code VÅR10". */
  subject: string;
  detail: string;
}

export interface InvariantOptions {
  /** Stock per product id before the drill (`stockSnapshot`); without it I3 checks only stock ≥ 0. */
  initialStock?: ReadonlyMap<string, number>;
  /** Skip I8 (e.g. a database whose orders were written without the confirmation hook). */
  skipMail?: boolean;
  /**
   * Deliveries an SMTP server received, counted per outbox id (its Message-ID, `outboxIdOfMessageId`). With them I8
   * checks what was delivered, not only what the outbox holds. Check after the mail has had time to go out.
   */
  deliveries?: ReadonlyMap<number, number>;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Stock per product id now: pass it as `initialStock` to a later `checkInvariants`. */
export async function stockSnapshot(db: Db): Promise<Map<string, number>> {
  const r = await rows<{ id: string; stock: number }>(db, sql`select id, stock_count::int as stock from product`);
  return new Map(r.map((x) => [x.id, Number(x.stock)]));
}

const n = (v: unknown) => Number(v ?? 0);

export async function checkInvariants(db: Db, opts: InvariantOptions = {}): Promise<Violation[]> {
  const out: Violation[] = [];
  const add = (invariant: InvariantId, subject: string, detail: string) => out.push({ invariant, subject, detail });

  // I2: placeOrder stores goods_list = Σ unit × qty (gift-card lines included), multi_buy = Σ line multi-buy,
  // together = Σ line together share (ADR 038), discount = Σ line code share, each
  // line_total = unit × qty − multi-buy − together share − code share, and
  // total = goods_list − multi_buy − together − discount + shipping = Σ line_total + shipping; gift cards pay part of it.
  const totals = await rows<Record<string, unknown>>(
    db,
    sql`select o.id, o.number, o.total_ore, o.goods_list_ore, o.multi_buy_discount_ore, o.together_discount_ore, o.discount_ore, o.shipping_ore,
          o.gift_card_paid_ore,
          count(i.id)::int as lines,
          coalesce(sum(i.unit_price_ore * i.quantity), 0)::bigint as list_sum,
          coalesce(sum(i.multi_buy_discount_ore), 0)::bigint as multi_sum,
          coalesce(sum(i.together_discount_ore), 0)::bigint as together_sum,
          coalesce(sum(i.code_discount_ore), 0)::bigint as code_sum,
          coalesce(sum(i.line_total_ore), 0)::bigint as line_sum,
          coalesce(sum(case when i.line_total_ore <> i.unit_price_ore * i.quantity - i.multi_buy_discount_ore - i.together_discount_ore - i.code_discount_ore
                            then 1 else 0 end), 0)::int as bad_lines
        from orders o left join order_item i on i.order_id = o.id
        group by o.id order by o.number`,
  );
  for (const o of totals) {
    const subject = `order ${String(o.number)} (${String(o.id)})`;
    if (n(o.lines) === 0) {
      add("I2", subject, "has no lines");
      continue;
    }
    const expectTotal = n(o.goods_list_ore) - n(o.multi_buy_discount_ore) - n(o.together_discount_ore) - n(o.discount_ore) + n(o.shipping_ore);
    if (n(o.total_ore) !== expectTotal)
      add(
        "I2",
        subject,
        `total ${n(o.total_ore)} ≠ goods ${n(o.goods_list_ore)} − multi-buy ${n(o.multi_buy_discount_ore)} − together ${n(o.together_discount_ore)} − code ${n(o.discount_ore)} + shipping ${n(o.shipping_ore)} = ${expectTotal}`,
      );
    if (n(o.total_ore) !== n(o.line_sum) + n(o.shipping_ore)) add("I2", subject, `total ${n(o.total_ore)} ≠ Σ lines ${n(o.line_sum)} + shipping ${n(o.shipping_ore)}`);
    if (n(o.goods_list_ore) !== n(o.list_sum)) add("I2", subject, `goods ${n(o.goods_list_ore)} ≠ Σ unit × qty ${n(o.list_sum)}`);
    if (n(o.multi_buy_discount_ore) !== n(o.multi_sum)) add("I2", subject, `multi-buy ${n(o.multi_buy_discount_ore)} ≠ Σ lines ${n(o.multi_sum)}`);
    if (n(o.together_discount_ore) !== n(o.together_sum)) add("I2", subject, `together discount ${n(o.together_discount_ore)} ≠ Σ lines ${n(o.together_sum)}`);
    if (n(o.discount_ore) !== n(o.code_sum)) add("I2", subject, `code discount ${n(o.discount_ore)} ≠ Σ lines ${n(o.code_sum)}`);
    if (n(o.bad_lines) > 0) add("I2", subject, `${n(o.bad_lines)} line(s) whose total ≠ unit × qty − discounts`);
    if (n(o.gift_card_paid_ore) < 0 || n(o.gift_card_paid_ore) > n(o.total_ore)) add("I2", subject, `gift cards paid ${n(o.gift_card_paid_ore)} outside 0…${n(o.total_ore)}`);
  }

  // I3: a live (not cancelled) order holds its product and free-gift quantities, less what a refund restocked.
  const stock = await rows<{ id: string; stock: number; held: number; restocked: number }>(
    db,
    sql`select p.id, p.stock_count::int as stock,
          coalesce((select sum(i.quantity) from order_item i join orders o on o.id = i.order_id
                    where i.product_id = p.id and i.kind <> 'gift_card' and o.status <> 'cancelled'), 0)::int as held,
          coalesce((select sum(rl.quantity) from refund_line rl join refund r on r.id = rl.refund_id
                    join order_item i on i.id = rl.order_item_id join orders o on o.id = i.order_id
                    where i.product_id = p.id and i.kind <> 'gift_card' and r.restocked and o.status <> 'cancelled'), 0)::int as restocked
        from product p order by p.id`,
  );
  for (const p of stock) {
    if (n(p.stock) < 0) add("I3", `product ${p.id}`, `stock ${n(p.stock)} < 0`);
    const initial = opts.initialStock?.get(p.id);
    if (initial === undefined) continue;
    const accounted = n(p.stock) + n(p.held) - n(p.restocked);
    if (accounted !== initial) add("I3", `product ${p.id}`, `initial ${initial} ≠ stock ${n(p.stock)} + in live orders ${n(p.held)} − restocked ${n(p.restocked)} = ${accounted}`);
  }

  // I4
  const codes = await rows<Record<string, unknown>>(
    db,
    sql`select c.code, c.used_count, c.usage_limit,
          (select count(*) from discount_redemption r where r.code_id = c.id and r.released_at is null)::int as redemptions,
          (select count(*) from orders o where o.discount_code = c.code and o.status <> 'cancelled')::int as orders
        from discount_code c order by c.code`,
  );
  for (const c of codes) {
    const subject = `discount code ${String(c.code)}`;
    if (n(c.used_count) !== n(c.redemptions)) add("I4", subject, `used ${n(c.used_count)} ≠ unreleased redemptions ${n(c.redemptions)}`);
    if (n(c.orders) !== n(c.redemptions)) add("I4", subject, `live orders carrying it ${n(c.orders)} ≠ unreleased redemptions ${n(c.redemptions)}`);
    if (c.usage_limit !== null && n(c.used_count) > n(c.usage_limit)) add("I4", subject, `used ${n(c.used_count)} > limit ${n(c.usage_limit)}`);
  }

  // I5: the ledger is signed (issue +, debit −, credit +, refund +, adjust ±, void −); the issue row is the initial value.
  const cards = await rows<Record<string, unknown>>(
    db,
    sql`select g.id, g.code_last4, g.initial_ore, g.balance_ore,
          coalesce((select sum(l.amount_ore) from gift_card_ledger l where l.gift_card_id = g.id and l.type <> 'issue'), 0)::bigint as movements,
          coalesce((select sum(l.amount_ore) from gift_card_ledger l where l.gift_card_id = g.id and l.type = 'issue'), 0)::bigint as issued
        from gift_card g order by g.id`,
  );
  for (const g of cards) {
    const subject = `gift card ${String(g.id)} (…${String(g.code_last4)})`;
    if (n(g.balance_ore) < 0) add("I5", subject, `balance ${n(g.balance_ore)} < 0`);
    if (n(g.issued) !== n(g.initial_ore)) add("I5", subject, `issue row ${n(g.issued)} ≠ initial ${n(g.initial_ore)}`);
    if (n(g.initial_ore) + n(g.movements) !== n(g.balance_ore)) add("I5", subject, `initial ${n(g.initial_ore)} + ledger ${n(g.movements)} ≠ balance ${n(g.balance_ore)}`);
  }

  // I6
  const keys = await rows<{ key: string; orders: number }>(
    db,
    sql`select idempotency_key as key, count(*)::int as orders from orders group by idempotency_key having count(*) > 1`,
  );
  for (const k of keys) add("I6", `idempotency key ${k.key}`, `${n(k.orders)} orders`);

  // I8: the confirmation links to the order's page, so its text names the order id.
  if (!opts.skipMail) {
    const unmailed = await rows<{ id: string; number: number }>(
      db,
      sql`select o.id, o.number from orders o where not exists (
            select 1 from outbox m where m.kind = 'order_confirmation' and m.to = o.shipping_email
              and position('/orders/' || o.id in m.text) > 0)
          order by o.number`,
    );
    for (const o of unmailed) add("I8", `order ${o.number} (${o.id})`, "no confirmation e-mail in the outbox");
    if (opts.deliveries) await checkDeliveries(db, opts.deliveries, add);
  }
  return out;
}

/** I8 against an SMTP server's deliveries: each confirmation delivered once, each delivered mail recorded as sent. */
async function checkDeliveries(db: Db, deliveries: ReadonlyMap<number, number>, add: (invariant: InvariantId, subject: string, detail: string) => void) {
  const confirmations = await rows<{ id: string; number: number; mail: number }>(
    db,
    sql`select o.id, o.number, m.id as mail from orders o join outbox m on m.kind = 'order_confirmation' and m.to = o.shipping_email
          and position('/orders/' || o.id in m.text) > 0
        order by o.number, m.id`,
  );
  for (const c of confirmations) {
    const times = deliveries.get(n(c.mail)) ?? 0;
    if (times !== 1) add("I8", `order ${c.number} (${c.id})`, `its confirmation (outbox ${n(c.mail)}) was delivered ${times} times`);
  }
  const ids = [...deliveries.keys()];
  if (ids.length === 0) return;
  const stored = await rows<{ id: number; kind: string; status: string }>(
    db,
    sql`select id, kind, status from outbox where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  );
  const byId = new Map(stored.map((r) => [n(r.id), r]));
  for (const [id, times] of [...deliveries].sort((a, b) => a[0] - b[0])) {
    const row = byId.get(id);
    if (!row) add("I8", `outbox ${id}`, `delivered ${times} times but not in the outbox`);
    else if (row.status !== "sent") add("I8", `outbox ${id} (${row.kind})`, `delivered ${times} times but the outbox says ${row.status}: it can be sent again`);
    else if (times > 1 && !confirmations.some((c) => n(c.mail) === id)) add("I8", `outbox ${id} (${row.kind})`, `delivered ${times} times`);
  }
}

/** One line per violation, for logs. */
export function formatViolations(violations: readonly Violation[]): string {
  return violations.map((v) => `${v.invariant} ${v.subject}: ${v.detail}`).join("\n");
}

import { desc } from "drizzle-orm";
import type { Db } from "./db.server";
import { outbox } from "./schema";

export async function listOutbox(db: Db, limit = 50) {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}

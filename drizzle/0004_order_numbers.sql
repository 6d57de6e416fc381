-- Customer-facing order numbers (ADR 015). Existing orders are numbered 1001, 1002, … in the order they
-- were placed; the identity sequence then continues after the highest number. The old "reference" (the
-- id's first 8 characters) is dropped: it can always be read from the id.
ALTER TABLE "orders" ADD COLUMN "number" integer;--> statement-breakpoint
UPDATE "orders" SET "number" = "numbered"."n" FROM (SELECT "id", 1000 + row_number() OVER (ORDER BY "created_at", "id") AS "n" FROM "orders") AS "numbered" WHERE "orders"."id" = "numbered"."id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" ADD GENERATED ALWAYS AS IDENTITY (sequence name "orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1);--> statement-breakpoint
SELECT setval('"orders_number_seq"', (SELECT max("number") FROM "orders")) WHERE EXISTS (SELECT 1 FROM "orders");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_number_unique" UNIQUE("number");--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_reference_unique";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "reference";

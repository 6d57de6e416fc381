ALTER TABLE "product" ADD COLUMN "reduced_price_ore" integer;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "reduced_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "reduced_until" timestamp with time zone;
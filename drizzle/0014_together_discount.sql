ALTER TABLE "orders" ADD COLUMN "together_discount_ore" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "together_discount_ore" integer DEFAULT 0 NOT NULL;
CREATE TABLE "refund" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"amount_ore" integer NOT NULL,
	"method_ore" integer NOT NULL,
	"gift_card_ore" integer NOT NULL,
	"shipping_ore" integer NOT NULL,
	"deduction_ore" integer DEFAULT 0 NOT NULL,
	"restocked" boolean NOT NULL,
	"reason" text NOT NULL,
	"actor_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_amount_parts" CHECK ("refund"."amount_ore" > 0 and "refund"."method_ore" >= 0 and "refund"."gift_card_ore" >= 0 and "refund"."amount_ore" = "refund"."method_ore" + "refund"."gift_card_ore")
);
--> statement-breakpoint
CREATE TABLE "refund_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"refund_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount_ore" integer NOT NULL,
	CONSTRAINT "refund_line_positive" CHECK ("refund_line"."quantity" > 0 and "refund_line"."amount_ore" >= 0)
);
--> statement-breakpoint
CREATE TABLE "review_report" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_report_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"review_id" integer NOT NULL,
	"user_id" text,
	"reason" text NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "gift_card_ledger_once_idx";--> statement-breakpoint
ALTER TABLE "gift_card" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_ore" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_line" ADD CONSTRAINT "refund_line_refund_id_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refund"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_line" ADD CONSTRAINT "refund_line_order_item_id_order_item_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_report" ADD CONSTRAINT "review_report_review_id_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_report" ADD CONSTRAINT "review_report_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_order_idx" ON "refund" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refund_line_item_idx" ON "refund_line" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_report_once_idx" ON "review_report" USING btree ("review_id","user_id");--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_refund_id_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refund"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_ledger_refund_idx" ON "gift_card_ledger" USING btree ("gift_card_id","refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_ledger_once_idx" ON "gift_card_ledger" USING btree ("gift_card_id","order_id","type") WHERE "gift_card_ledger"."type" in ('issue', 'debit', 'credit');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_range" CHECK ("orders"."refunded_ore" >= 0 and "orders"."refunded_ore" <= "orders"."total_ore");
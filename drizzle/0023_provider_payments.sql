CREATE TABLE "provider_payment" (
	"order_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"state" text NOT NULL,
	"amount_ore" integer NOT NULL,
	"currency" text NOT NULL,
	"reference" text,
	"redirect_url" text,
	"payment_reference" text,
	"expires_at" timestamp with time zone NOT NULL,
	"note" text,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_payment_state_check" CHECK ("provider_payment"."state" in ('awaiting', 'paid', 'failed', 'expired', 'mismatch'))
);
--> statement-breakpoint
ALTER TABLE "payment_event" ADD COLUMN "type" text;--> statement-breakpoint
ALTER TABLE "payment_event" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "state" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_payment" ADD CONSTRAINT "provider_payment_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_payment_due_idx" ON "provider_payment" USING btree ("state","expires_at");--> statement-breakpoint
CREATE INDEX "payment_event_order_idx" ON "payment_event" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_state_check" CHECK ("refund"."state" in ('done', 'requested', 'owed'));
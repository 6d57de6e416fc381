CREATE TABLE "stock_alert" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_alert_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"confirm_token_hash" text,
	"confirm_token_expires_at" timestamp with time zone,
	"requested_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "stock_alert_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "stock_alert_status_check" CHECK ("stock_alert"."status" in ('pending', 'active', 'sent', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "stock_alert" ADD CONSTRAINT "stock_alert_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alert_product_email_idx" ON "stock_alert" USING btree ("product_id","email");--> statement-breakpoint
CREATE INDEX "stock_alert_waiting_idx" ON "stock_alert" USING btree ("status","product_id");
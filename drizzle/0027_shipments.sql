CREATE TABLE "shipment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"carrier_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"carrier_shipment_id" text,
	"tracking_number" text,
	"label_pdf" "bytea",
	"booked_at" timestamp with time zone,
	"state" text DEFAULT 'booked' NOT NULL,
	"next_poll_at" timestamp with time zone,
	"quiet_polls" integer DEFAULT 0 NOT NULL,
	"last_polled_at" timestamp with time zone,
	"last_error" text,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"ready_mail_at" timestamp with time zone,
	"delivered_mail_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "shipment_state_check" CHECK ("shipment"."state" in ('booked', 'sent', 'on_its_way', 'ready_for_pickup', 'delivered', 'delayed', 'returned'))
);
--> statement-breakpoint
CREATE TABLE "shipment_event" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"code" text NOT NULL,
	"state" text NOT NULL,
	"description" text NOT NULL,
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment" ADD CONSTRAINT "shipment_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_event" ADD CONSTRAINT "shipment_event_shipment_id_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_due_idx" ON "shipment" USING btree ("next_poll_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_tracking_idx" ON "shipment" USING btree ("carrier_id","tracking_number");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_event_key_idx" ON "shipment_event" USING btree ("shipment_id","event_key");--> statement-breakpoint
CREATE INDEX "shipment_event_at_idx" ON "shipment_event" USING btree ("shipment_id","at");
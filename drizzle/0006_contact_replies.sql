CREATE TABLE "contact_reply" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_reply_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" integer NOT NULL,
	"body" text NOT NULL,
	"actor_user_id" text,
	"actor_email" text NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_reply" ADD CONSTRAINT "contact_reply_message_id_contact_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_reply_message_idx" ON "contact_reply" USING btree ("message_id");
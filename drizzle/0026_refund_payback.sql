ALTER TABLE "refund" ADD COLUMN "payout_clearing" text;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "payout_account" text;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "payout_swish" text;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "payout_given_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "paid_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "paid_back_by" text;--> statement-breakpoint
CREATE INDEX "refund_owed_idx" ON "refund" USING btree ("state","created_at");--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_payout_one_way" CHECK (("refund"."payout_clearing" is null) = ("refund"."payout_account" is null) and not ("refund"."payout_account" is not null and "refund"."payout_swish" is not null));
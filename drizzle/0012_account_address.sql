ALTER TABLE "profile" ADD COLUMN "address_name" text;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "address_street" text;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "address_postal_code" text;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "address_city" text;
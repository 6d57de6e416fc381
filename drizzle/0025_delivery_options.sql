ALTER TABLE "orders" ADD COLUMN "delivery_option" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "service_point" jsonb;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "shipping_weight_grams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_option_check" CHECK ("orders"."delivery_option" is null or "orders"."delivery_option" in ('postnord-service-point', 'postnord-home', 'letter'));--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_shipping_weight_check" CHECK ("product"."shipping_weight_grams" >= 0);
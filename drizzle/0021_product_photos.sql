ALTER TABLE "product" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- An uploaded photo becomes the first of the product's photos, described by the product's name until the owner writes its alt text.
UPDATE "product" SET "photos" = jsonb_build_array(jsonb_build_object('key', "image", 'alt', "name")) WHERE "image" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_main_photo_check" CHECK ("product"."image" is not distinct from ("product"."photos" -> 0 ->> 'key'));--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_photos_max_check" CHECK (jsonb_typeof("product"."photos") = 'array' and jsonb_array_length("product"."photos") <= 5);
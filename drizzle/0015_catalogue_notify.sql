-- ADR 040: every committed change to what the catalogue cache holds (products, their price history, reviews for
-- the ratings) notifies the channel stilla_catalogue once per statement; NOTIFY is delivered after the commit,
-- to every listening process (PostgreSQL) or to the one PGlite instance. Each app process then drops its cache.
CREATE OR REPLACE FUNCTION stilla_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stilla_catalogue', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product
  FOR EACH STATEMENT EXECUTE FUNCTION stilla_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_price_history_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_price_history
  FOR EACH STATEMENT EXECUTE FUNCTION stilla_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER review_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON review
  FOR EACH STATEMENT EXECUTE FUNCTION stilla_catalogue_changed();

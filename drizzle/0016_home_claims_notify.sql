-- ADR 040 (extended, issue #17): the catalogue snapshot also holds the site settings (home claims, hero videos)
-- and the number of paying customers the home page may claim, so changes to site_setting and orders notify
-- the same channel, once per statement, after the commit.
CREATE TRIGGER site_setting_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_setting
  FOR EACH STATEMENT EXECUTE FUNCTION stilla_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER orders_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION stilla_catalogue_changed();

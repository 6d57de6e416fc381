-- ADR 040 (extended, issue #17): a product's review list is kept beside the catalogue snapshot. It shows the
-- author's name (profile) and "verifierat köp" (orders, already watched since 0016), so profile changes notify too.
CREATE TRIGGER profile_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON profile
  FOR EACH STATEMENT EXECUTE FUNCTION stilla_catalogue_changed();

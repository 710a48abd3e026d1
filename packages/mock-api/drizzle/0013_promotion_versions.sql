-- The promotions table gets a change stamp like the catalogue tables (migration 0007), so the
-- basket recalculation keeps the active promotions in process memory and reads them again only
-- after a write (src/basket/pipeline.ts, loadActivePromotions).
INSERT INTO "catalog_versions" ("name", "version") VALUES ('promotions', txid_current());--> statement-breakpoint
CREATE TRIGGER "promotions_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotions" FOR EACH STATEMENT EXECUTE FUNCTION "stamp_catalog_version"();

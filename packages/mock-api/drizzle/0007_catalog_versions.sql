-- Change stamps of the catalogue tables (read by the in-process catalogue cache,
-- src/catalog/cache.ts): every statement that writes one of them stamps its row with the
-- writing transaction's id, so a cached copy knows it is stale. Transaction ids never repeat,
-- also after a reset (which drops the tables but not the cluster's transaction counter).
CREATE TABLE "catalog_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "catalog_versions" ("name", "version") VALUES
	('catalog_products', txid_current()),
	('catalog_variants', txid_current()),
	('catalog_variant_prices', txid_current()),
	('catalog_inventory', txid_current());--> statement-breakpoint
CREATE OR REPLACE FUNCTION "stamp_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalog_versions" SET "version" = txid_current() WHERE "name" = TG_TABLE_NAME;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "catalog_products_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog_products" FOR EACH STATEMENT EXECUTE FUNCTION "stamp_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "catalog_variants_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog_variants" FOR EACH STATEMENT EXECUTE FUNCTION "stamp_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "catalog_variant_prices_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog_variant_prices" FOR EACH STATEMENT EXECUTE FUNCTION "stamp_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "catalog_inventory_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog_inventory" FOR EACH STATEMENT EXECUTE FUNCTION "stamp_catalog_version"();

-- The basket document is written and read whole, never queried inside (src/basket/repository.ts):
-- json keeps the text as sent, so a save skips jsonb's parse and a load its print (a jsonb
-- update of a 90 KB basket took 1.6 times the CPU of a json one on PGlite).
ALTER TABLE "baskets" ALTER COLUMN "body" SET DATA TYPE json;

-- 007: an identity of this notes store, random, made once. Recovery files (text a run could not
-- save when it quit) name it, so text kept for one store is never applied to another, such as
-- a file copied from another folder's recovery folder. A salvaged database keeps the damaged
-- one's identity; a copy of the database file is the same store and has the same.
CREATE TABLE store_identity (uuid TEXT NOT NULL);
INSERT INTO store_identity (uuid) VALUES (lower(hex(randomblob(16))));

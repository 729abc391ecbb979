-- Image addresses stored before the contract checked them (contract/image-url.ts): what it would
-- refuse (javascript:, data:, relative paths, /uploads/.., too long) or read as none (blank) is
-- cleared; http(s) addresses and uploaded images stay as they are. As in the contract, the address
-- is read trimmed, and white space is JavaScript's (trim() and \s).
UPDATE "athletes" SET "profile_image_url" = NULL
FROM (
  SELECT "id", regexp_replace("profile_image_url", '^[\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$', '', 'g') AS "address"
  FROM "athletes" WHERE "profile_image_url" IS NOT NULL
) AS "stored"
WHERE "athletes"."id" = "stored"."id" AND NOT (
  char_length("stored"."address") BETWEEN 1 AND 2000
  AND ("stored"."address" ~ '^/uploads/(?=[._-]*[A-Za-z0-9])[A-Za-z0-9._-]+$'
    OR "stored"."address" ~* '^https?://[^\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"''<>]+$')
);--> statement-breakpoint
UPDATE "venues" SET "image_url" = NULL
FROM (
  SELECT "id", regexp_replace("image_url", '^[\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$', '', 'g') AS "address"
  FROM "venues" WHERE "image_url" IS NOT NULL
) AS "stored"
WHERE "venues"."id" = "stored"."id" AND NOT (
  char_length("stored"."address") BETWEEN 1 AND 2000
  AND ("stored"."address" ~ '^/uploads/(?=[._-]*[A-Za-z0-9])[A-Za-z0-9._-]+$'
    OR "stored"."address" ~* '^https?://[^\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"''<>]+$')
);--> statement-breakpoint
UPDATE "articles" SET "featured_image_url" = NULL
FROM (
  SELECT "id", regexp_replace("featured_image_url", '^[\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$', '', 'g') AS "address"
  FROM "articles" WHERE "featured_image_url" IS NOT NULL
) AS "stored"
WHERE "articles"."id" = "stored"."id" AND NOT (
  char_length("stored"."address") BETWEEN 1 AND 2048
  AND ("stored"."address" ~ '^/uploads/(?=[._-]*[A-Za-z0-9])[A-Za-z0-9._-]+$'
    OR "stored"."address" ~* '^https?://[^\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"''<>]+$')
);

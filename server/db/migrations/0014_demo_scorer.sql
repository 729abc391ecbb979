-- The demo competitions were seeded with a scorer the administration does not offer: they are
-- scored by the one it does, so saving back what it reads is accepted.
UPDATE "competitions" SET "scorer" = 'eventingscores.co.uk' WHERE "scorer" = 'Demo Scoring Ltd';

-- Read caching (lib/server/cache): one version per tag ("campaign:<id>"), raised by the database in
-- the transaction of every write that changes what a campaign's pages show. A page's cached data is
-- kept with the versions it was read at and served only while they are still current, so a read on
-- any instance, right after a write committed on any other, sees the write (read-your-writes across
-- instances without waiting for a message). Triggers, not calls in each service: a write path added
-- later (a new game's service, an import) cannot forget to invalidate.
CREATE TABLE "CacheTag" (
    "tag" TEXT NOT NULL,
    "version" BIGINT NOT NULL DEFAULT 1,

    CONSTRAINT "CacheTag_pkey" PRIMARY KEY ("tag")
);

-- The triggers are deferred to the commit: a write takes the tag's row lock as its very last step,
-- so two writes to one campaign never hold each other's locks (a battle that raised the roll
-- sequence on the campaign's row while another bumped its tag would otherwise deadlock), and the
-- lock is held only for the commit itself.
--
-- Raises a tag's version once per transaction: the first row a write touches bumps it, the
-- transaction-local setting spares the rest of the rows (a campaign import, "roll the rest") the
-- repeat. A savepoint rolled back takes its setting with it.
CREATE FUNCTION "CacheTag_bump"(bumped_tag TEXT) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  done TEXT := coalesce(nullif(current_setting('longbox.cache_bumped', true), ''), '|');
BEGIN
  IF bumped_tag IS NULL OR position('|' || bumped_tag || '|' IN done) > 0 THEN
    RETURN;
  END IF;
  INSERT INTO "CacheTag" ("tag", "version") VALUES (bumped_tag, 1)
    ON CONFLICT ("tag") DO UPDATE SET "version" = "CacheTag"."version" + 1;
  PERFORM set_config('longbox.cache_bumped', done || bumped_tag || '|', true);
END $$;

-- The campaign a row names, by how the row's table names it (a trigger's argument).
CREATE FUNCTION "CacheTag_bump_campaign_of"(how TEXT, row_key TEXT) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  campaign_id TEXT;
BEGIN
  IF row_key IS NULL THEN
    RETURN;
  ELSIF how IN ('self', 'campaign') THEN
    campaign_id := row_key;
  ELSIF how = 'team' THEN
    SELECT t."campaignId" INTO campaign_id FROM "Team" t WHERE t."id" = row_key;
  ELSIF how = 'battle' THEN
    SELECT b."campaignId" INTO campaign_id FROM "Battle" b WHERE b."id" = row_key;
  ELSIF how = 'invite' THEN
    SELECT i."campaignId" INTO campaign_id FROM "Invite" i WHERE i."id" = row_key;
  END IF;
  -- A row whose parent went first (a cascade) finds none: the parent's own change bumped it.
  IF campaign_id IS NOT NULL THEN
    PERFORM "CacheTag_bump"('campaign:' || campaign_id);
  END IF;
END $$;

-- Each branch names only its own tables' column (PL/pgSQL prepares a statement when it first runs).
CREATE FUNCTION "CacheTag_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_key TEXT;
  old_key TEXT;
BEGIN
  IF TG_ARGV[0] = 'self' THEN
    IF TG_OP <> 'DELETE' THEN new_key := NEW."id"; END IF;
    IF TG_OP <> 'INSERT' THEN old_key := OLD."id"; END IF;
  ELSIF TG_ARGV[0] = 'campaign' THEN
    IF TG_OP <> 'DELETE' THEN new_key := NEW."campaignId"; END IF;
    IF TG_OP <> 'INSERT' THEN old_key := OLD."campaignId"; END IF;
  ELSIF TG_ARGV[0] = 'team' THEN
    IF TG_OP <> 'DELETE' THEN new_key := NEW."teamId"; END IF;
    IF TG_OP <> 'INSERT' THEN old_key := OLD."teamId"; END IF;
  ELSIF TG_ARGV[0] = 'battle' THEN
    IF TG_OP <> 'DELETE' THEN new_key := NEW."battleId"; END IF;
    IF TG_OP <> 'INSERT' THEN old_key := OLD."battleId"; END IF;
  ELSIF TG_ARGV[0] = 'invite' THEN
    IF TG_OP <> 'DELETE' THEN new_key := NEW."inviteId"; END IF;
    IF TG_OP <> 'INSERT' THEN old_key := OLD."inviteId"; END IF;
  ELSE
    RAISE EXCEPTION 'CacheTag_touch: unknown row kind %', TG_ARGV[0];
  END IF;
  PERFORM "CacheTag_bump_campaign_of"(TG_ARGV[0], new_key);
  IF old_key IS DISTINCT FROM new_key THEN
    PERFORM "CacheTag_bump_campaign_of"(TG_ARGV[0], old_key);
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER "Campaign_cache_tag" AFTER INSERT OR UPDATE OR DELETE ON "Campaign" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "CacheTag_touch"('self');
CREATE CONSTRAINT TRIGGER "Membership_cache_tag" AFTER INSERT OR UPDATE OR DELETE ON "Membership" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "CacheTag_touch"('campaign');
CREATE CONSTRAINT TRIGGER "Invite_cache_tag" AFTER INSERT OR UPDATE OR DELETE ON "Invite" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "CacheTag_touch"('campaign');
CREATE CONSTRAINT TRIGGER "InviteAcceptance_cache_tag" AFTER INSERT OR UPDATE OR DELETE ON "InviteAcceptance" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "CacheTag_touch"('invite');
CREATE CONSTRAINT TRIGGER "Team_cache_tag" AFTER INSERT OR UPDATE OR DELETE ON "Team" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "CacheTag_touch"('campaign');
CREATE CONSTRAINT TRIGGER "Character_cache_tag" AFTER INSERT OR UPDATE OR DELETE ON "Character" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "CacheTag_touch"('team');
CREATE CONSTRAINT TRIGGER "StoryPointEntry_cache_tag" AFTER INSERT OR UPDATE OR DELETE ON "StoryPointEntry" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "CacheTag_touch"('campaign');
CREATE CONSTRAINT TRIGGER "ActivityEvent_cache_tag" AFTER INSERT OR UPDATE OR DELETE ON "ActivityEvent" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "CacheTag_touch"('campaign');
CREATE CONSTRAINT TRIGGER "Battle_cache_tag" AFTER INSERT OR UPDATE OR DELETE ON "Battle" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "CacheTag_touch"('campaign');
CREATE CONSTRAINT TRIGGER "BattleTeam_cache_tag" AFTER INSERT OR UPDATE OR DELETE ON "BattleTeam" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "CacheTag_touch"('battle');
CREATE CONSTRAINT TRIGGER "BattleTrackEntry_cache_tag" AFTER INSERT OR UPDATE OR DELETE ON "BattleTrackEntry" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "CacheTag_touch"('battle');
CREATE CONSTRAINT TRIGGER "Roll_cache_tag" AFTER INSERT OR UPDATE OR DELETE ON "Roll" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "CacheTag_touch"('campaign');
CREATE CONSTRAINT TRIGGER "PlaySession_cache_tag" AFTER INSERT OR UPDATE OR DELETE ON "PlaySession" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "CacheTag_touch"('campaign');

-- A member's name is shown on every campaign they belong to.
CREATE FUNCTION "CacheTag_touch_user"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  campaign_id TEXT;
BEGIN
  FOR campaign_id IN SELECT m."campaignId" FROM "Membership" m WHERE m."userId" = NEW."id" ORDER BY m."campaignId" LOOP
    PERFORM "CacheTag_bump"('campaign:' || campaign_id);
  END LOOP;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER "User_cache_tag" AFTER UPDATE OF "name" ON "User" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "CacheTag_touch_user"();

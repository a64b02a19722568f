-- The inverse of migration.sql, for going back by hand (Prisma never runs it). Nothing but cache
-- versions is lost: a server running the older code never reads them.
DROP TRIGGER IF EXISTS "User_cache_tag" ON "User";
DROP FUNCTION IF EXISTS "CacheTag_touch_user"();
DROP TRIGGER IF EXISTS "PlaySession_cache_tag" ON "PlaySession";
DROP TRIGGER IF EXISTS "Roll_cache_tag" ON "Roll";
DROP TRIGGER IF EXISTS "BattleTrackEntry_cache_tag" ON "BattleTrackEntry";
DROP TRIGGER IF EXISTS "BattleTeam_cache_tag" ON "BattleTeam";
DROP TRIGGER IF EXISTS "Battle_cache_tag" ON "Battle";
DROP TRIGGER IF EXISTS "ActivityEvent_cache_tag" ON "ActivityEvent";
DROP TRIGGER IF EXISTS "StoryPointEntry_cache_tag" ON "StoryPointEntry";
DROP TRIGGER IF EXISTS "Character_cache_tag" ON "Character";
DROP TRIGGER IF EXISTS "Team_cache_tag" ON "Team";
DROP TRIGGER IF EXISTS "InviteAcceptance_cache_tag" ON "InviteAcceptance";
DROP TRIGGER IF EXISTS "Invite_cache_tag" ON "Invite";
DROP TRIGGER IF EXISTS "Membership_cache_tag" ON "Membership";
DROP TRIGGER IF EXISTS "Campaign_cache_tag" ON "Campaign";
DROP FUNCTION IF EXISTS "CacheTag_touch"();
DROP FUNCTION IF EXISTS "CacheTag_bump_campaign_of"(TEXT, TEXT);
DROP FUNCTION IF EXISTS "CacheTag_bump"(TEXT);
DROP TABLE IF EXISTS "CacheTag";

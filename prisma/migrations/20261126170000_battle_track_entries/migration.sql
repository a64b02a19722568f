-- The tracker during a battle: one row per tap (a KO, an objective, an undo), from any phone.
CREATE TABLE "BattleTrackEntry" (
    "id" TEXT NOT NULL,
    "battleId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "actorId" TEXT,
    "actorName" TEXT NOT NULL,
    "requestKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BattleTrackEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BattleTrackEntry_requestKey_key" ON "BattleTrackEntry"("requestKey");

-- CreateIndex
CREATE INDEX "BattleTrackEntry_battleId_createdAt_idx" ON "BattleTrackEntry"("battleId", "createdAt");

-- CreateIndex
CREATE INDEX "BattleTrackEntry_actorId_idx" ON "BattleTrackEntry"("actorId");

-- AddForeignKey
ALTER TABLE "BattleTrackEntry" ADD CONSTRAINT "BattleTrackEntry_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BattleTrackEntry" ADD CONSTRAINT "BattleTrackEntry_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Append-only, so phones never overwrite each other: an undo is a new STRIKE row. The one change
-- allowed is the actor's SET NULL when their account is deleted.
CREATE FUNCTION "BattleTrackEntry_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."actorId" IS NULL AND (to_jsonb(NEW) - 'actorId') = (to_jsonb(OLD) - 'actorId') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'BattleTrackEntry % is append-only: strike it with a new entry instead', OLD.id;
END;
$$;

CREATE TRIGGER "BattleTrackEntry_append_only" BEFORE UPDATE ON "BattleTrackEntry"
  FOR EACH ROW EXECUTE FUNCTION "BattleTrackEntry_refuse_update"();

-- CreateEnum
CREATE TYPE "SecurityEventKind" AS ENUM ('SIGNED_IN', 'SIGN_IN_FAILED', 'SIGNED_OUT', 'SIGNED_OUT_EVERYWHERE', 'PASSWORD_CHANGED', 'PASSWORD_RESET', 'EMAIL_CONFIRMED', 'UNCONFIRMED_PASSWORD_REMOVED');

-- CreateTable
CREATE TABLE "SecurityEvent" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" "SecurityEventKind" NOT NULL,
    "detail" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SecurityEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SecurityEvent_userId_createdAt_idx" ON "SecurityEvent"("userId", "createdAt");

-- AddForeignKey
ALTER TABLE "SecurityEvent" ADD CONSTRAINT "SecurityEvent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The account's security log is append-only: what happened is never rewritten. Rows are deleted
-- only with their account (the foreign key's cascade).
CREATE FUNCTION "SecurityEvent_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'SecurityEvent % is append-only', OLD.id;
END;
$$;

CREATE TRIGGER "SecurityEvent_append_only" BEFORE UPDATE ON "SecurityEvent"
  FOR EACH ROW EXECUTE FUNCTION "SecurityEvent_refuse_update"();

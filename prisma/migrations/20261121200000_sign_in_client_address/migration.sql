-- Per-address sign-in limit (issue 6): the address a failed attempt came from, when trusted.
ALTER TABLE "SignInFailure" ADD COLUMN "clientAddress" TEXT;

CREATE INDEX "SignInFailure_clientAddress_createdAt_idx" ON "SignInFailure"("clientAddress", "createdAt");

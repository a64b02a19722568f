-- CreateTable
CREATE TABLE "EmailRequest" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "clientAddress" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "EmailRequest_email_createdAt_idx" ON "EmailRequest"("email", "createdAt");

-- CreateIndex
CREATE INDEX "EmailRequest_clientAddress_createdAt_idx" ON "EmailRequest"("clientAddress", "createdAt");

import { test as setup } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";

import { STORAGE_STATE } from "./fixtures/storage-state";

// Signs one user up once and saves the session, for specs that only need "a signed-in user".
setup("sign up the shared test user", async ({ page }) => {
  await signUp(page, { name: "Shared Tester", email: uniqueEmail("shared") });
  await page.context().storageState({ path: STORAGE_STATE });
});

import { test as setup } from '@playwright/test';
import { AGENT_LOGINS, agentSessionFile, logInAs } from './agent-session';

// The agent journeys start signed in: each login of AGENT_LOGINS goes through the login screens once here, and
// its storage state (the gateway session cookie) is saved for openSignedIn. login.spec.ts tests the screens.

for (const login of AGENT_LOGINS) {
  setup(`log in ${login.join(' as ')}`, async ({ page }) => {
    await logInAs(page, login[0], login[1]);
    await page.context().storageState({ path: agentSessionFile(login) });
  });
}

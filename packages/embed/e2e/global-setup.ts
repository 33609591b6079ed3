import { startStack } from './servers';

/** One api-server + partner page server for the whole run; tests read their URLs from the environment. */
export default async function globalSetup() {
  const stack = await startStack();
  process.env.PARTNER_URL = stack.partnerUrl;
  process.env.API_BASE = stack.apiBase;
  process.env.FIXTURES_URL = stack.fixturesUrl;
  return async () => {
    await stack.close();
  };
}

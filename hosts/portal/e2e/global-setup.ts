import { startStack } from './servers';

/** One api-server + static portal for the whole run; tests read their URLs from the environment. */
export default async function globalSetup() {
  const stack = await startStack();
  process.env.PORTAL_URL = stack.portal.url;
  process.env.API_URL = stack.apiUrl;
  return async () => {
    await stack.close();
  };
}

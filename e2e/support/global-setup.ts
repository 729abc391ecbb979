import { startServer } from './server';

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

/** One server with demo data for all journeys; journeys that need their own start one. */
export default async function globalSetup() {
  const server = await startServer({
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
  };
}

/**
 * Before the browser tests. Every shopper of the suite reaches the one test server from 127.0.0.1,
 * as many Nairobi shoppers share one carrier's address, and together they place more orders in an
 * hour than the shop's default per-address limit takes. So the run raises that one limit, as a
 * shop would in its checkout settings; the per-phone and per-email limits keep their defaults
 * (checkout.spec.ts meets one of them).
 */
import { request, type FullConfig } from '@playwright/test';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { runsProject } from '../../playwright.config';

export default async function globalSetup(config: FullConfig): Promise<void> {
  // The server of each project this run has tests of (the publish tests have their own).
  const projects = config.projects.filter((project) => runsProject(project.name));
  const servers = new Set(projects.map((project) => project.use.baseURL));
  for (const baseURL of servers) {
    const api = await request.newContext({ baseURL });
    try {
      const response = await api.patch('/rest/v1/checkout_settings?id=eq.true', {
        headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
        data: { orders_per_address: 1000 },
      });
      if (!response.ok())
        throw new Error(`checkout_settings at ${baseURL}: ${response.status()} ${await response.text()}`);
    } finally {
      await api.dispose();
    }
  }
}

import type { BrowserContext, Page, Worker } from '@playwright/test';
import type { ServiceFixture } from './fixtures';
import { connectToService } from './outbox-helpers';

interface ClipFixtures {
  context: BrowserContext;
  serviceWorker: Worker;
  service: ServiceFixture;
}

/** The usual start of a clipping test: the extension pointed at the test service, and the page to clip open. */
export async function openPageToClip(
  { context, serviceWorker, service }: ClipFixtures,
  url: string,
  connection: Parameters<typeof connectToService>[2] = {},
): Promise<Page> {
  await connectToService(serviceWorker, service, connection);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

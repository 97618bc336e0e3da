// The test app with the channels routes: until api-modules.ts lists the context, its tests add it themselves.
import { apiModules } from '../../api-modules';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { channelsRoutes } from '../index';

export async function createChannelsTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  for (const routes of channelsRoutes) if (!apiModules.includes(routes)) apiModules.push(routes);
  return createTestApp(env);
}

import type { TestProject } from 'vitest/node';
import { disableDemoAlarms } from './api.js';
import { startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer();
  await disableDemoAlarms(server.baseUrl);
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}

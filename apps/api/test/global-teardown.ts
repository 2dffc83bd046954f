import { registerWorkspacePaths } from './register-paths';

export default async function globalTeardown(): Promise<void> {
  registerWorkspacePaths();
  // Loaded after the aliases are registered (Jest's resolver does not serve globalSetup), hence dynamic.
  const { dropDatabase } = await import('@app/server/core/testing');
  const template = process.env['QUORUM_TEST_TEMPLATE_DB'];
  if (template) await dropDatabase(template);
}

import { registerWorkspacePaths } from './register-paths';

/** Runs the real migrations once into a template database; every test file copies it. */
export default async function globalSetup(): Promise<void> {
  registerWorkspacePaths();
  // Loaded after the aliases are registered (Jest's resolver does not serve globalSetup), hence dynamic.
  const { createTemplateDatabase } = await import('@app/server/core/testing');
  process.env['QUORUM_TEST_TEMPLATE_DB'] = await createTemplateDatabase();
}

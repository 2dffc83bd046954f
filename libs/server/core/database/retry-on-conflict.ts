import { isTransientConflict } from '../errors';

/** Runs `attempt` again (up to `times` in all) while it fails with a deadlock or serialization failure. */
export async function retryOnConflict<T>(attempt: () => Promise<T>, times = 3): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= times || !isTransientConflict(error)) throw error;
      // A few ms apart, so the two sides of the deadlock do not meet again in step.
      await new Promise((resolve) => setTimeout(resolve, 2 + Math.random() * 8 * tries));
    }
  }
}

/** D1 errors worth another try: the connection or the storage blipped, not the statement itself. */
const transient = /network|connection|reset|timed? ?out|overloaded|unavailable|internal error|try again|busy|down\b/i;

/**
 * Runs a D1 call again after a transient error, with a growing pause, before giving up (the
 * caller then answers 503 and the visitor's form keeps what they typed). Each retry is logged.
 */
export async function withRetry<T>(run: () => Promise<T>, label: string, pauses = [50, 150, 400]): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= pauses.length || !transient.test(message)) throw error;
      console.warn(`${label}: attempt ${attempt + 1} failed (${message}); retrying in ${pauses[attempt]} ms`);
      await new Promise((resolve) => setTimeout(resolve, pauses[attempt]));
    }
  }
}

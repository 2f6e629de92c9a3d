/** SPEC §8: errors are logged to the console with the prefix '[ERROR]'. */
export function logError(context: string, error?: unknown): void {
  console.error(`[ERROR] ${context}`, ...(error === undefined ? [] : [error]));
}

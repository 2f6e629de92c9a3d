import { afterEach, vi } from "vitest";

// A console.error during a test is a bug we want to see, not noise.
afterEach(() => {
  vi.useRealTimers();
});
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error während eines Tests: ${args.map(String).join(" ")}`);
};

import { afterEach, vi } from "vitest";

// A console.error during a test is a bug we want to see, not noise: the test
// fails. Throwing from console.error itself is not enough, because React and
// jsdom call it inside try/catch blocks that swallow the exception; so every
// call is recorded and the test fails after it ran. A test that expects an
// error mocks console.error (vi.spyOn(console, "error").mockImplementation(…)).
const logged: unknown[][] = [];
const originalError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  logged.push(args);
  originalError(...args);
};

// What @testing-library/react sets itself when test globals are on: React then
// reports state updates outside act(…), through console.error.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom reports what it cannot do ("Not implemented: window.scrollTo") on its
// own virtual console, which writes to a console captured before this file ran.
type Jsdom = { virtualConsole: { on(event: "jsdomError", listener: (error: Error) => void): void } };
const dom = (globalThis as { jsdom?: Jsdom }).jsdom;
dom?.virtualConsole.on("jsdomError", (error) => logged.push([error.message]));
// jsdom has no layout, so there is nothing to scroll; TanStack Router's scroll
// restoration calls window.scrollTo on every navigation.
if (dom) window.scrollTo = () => {};

afterEach(() => {
  vi.useRealTimers();
  const calls = logged.splice(0);
  if (calls.length > 0) {
    const first = calls[0]!.map((a) => (a instanceof Error ? a.message : String(a))).join(" ");
    throw new Error(`console.error während des Tests (${calls.length}×), zuerst: ${first}`);
  }
});

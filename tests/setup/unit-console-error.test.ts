import { describe, expect, it, vi } from "vitest";

// tests/setup/unit.ts fails a test that logs with console.error.
describe("unit setup: console.error", () => {
  it.fails("fails the test", () => {
    console.error("Fehler");
  });

  it.fails("fails the test even when the caller swallows exceptions, as React and jsdom do", () => {
    try {
      console.error("verschluckt");
    } catch {
      // ignored, like a library would
    }
  });

  it("lets a test that expects an error mock it", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    console.error("erwartet");
    expect(spy).toHaveBeenCalledWith("erwartet");
    spy.mockRestore();
  });
});

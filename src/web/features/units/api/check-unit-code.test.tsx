// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "@/shared/messages";
import { mockApi } from "@/web/lib/test-utils";
import { CODE_CHECK_DEBOUNCE_MS, useUnitCodeCheck } from "./check-unit-code";

type Props = { propertyId: string | null; code: string; excludeId?: string };
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const render = (initial: Props) => renderHook((p: Props) => useUnitCodeCheck(p), { initialProps: initial });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("useUnitCodeCheck (SPEC §5: 500 ms after typing stops)", () => {
  it("asks nothing before 500 ms and exactly once after; the state goes checking → valid", async () => {
    const api = mockApi({ "GET /properties/p1/units/check-code": { body: { exists: false } } });
    const { result } = render({ propertyId: "p1", code: "WE-01" });
    expect(CODE_CHECK_DEBOUNCE_MS).toBe(500);
    await advance(499);
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(result.current.status).toBe("idle");
    await advance(1);
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
    expect(api.calls[0]!.path).toBe("/properties/p1/units/check-code?code=WE-01");
    expect(result.current.status).toBe("valid");
    await advance(5000);
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
  });

  it("restarts the wait on every keystroke: one request for the final code, trimmed", async () => {
    const api = mockApi({ "GET /properties/p1/units/check-code": { body: { exists: true } } });
    const { result, rerender } = render({ propertyId: "p1", code: "W" });
    for (const code of ["WE", "WE-", "WE-0", " WE-01 "]) {
      await advance(300);
      rerender({ propertyId: "p1", code });
    }
    expect(api.fetchMock).not.toHaveBeenCalled();
    await advance(500);
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
    expect(api.calls[0]!.path).toBe("/properties/p1/units/check-code?code=WE-01");
    expect(result.current).toEqual({ status: "duplicate", message: messages.duplicateCode("WE-01") });
    expect(messages.duplicateCode("WE-01")).toBe('Code "WE-01" existiert bereits');
  });

  it("does not check an empty code or without a property; a case-only change asks nothing new", async () => {
    const api = mockApi({ "GET /properties/p1/units/check-code": { body: { exists: false } } });
    const { rerender, result } = render({ propertyId: "p1", code: "   " });
    await advance(2000);
    rerender({ propertyId: null, code: "WE-01" });
    await advance(2000);
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(result.current.status).toBe("idle");
    rerender({ propertyId: "p1", code: "we-01" });
    await advance(500);
    rerender({ propertyId: "p1", code: "WE-01" });
    await advance(2000);
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
  });

  it("excludes the unit's own id when editing", async () => {
    const api = mockApi({ "GET /properties/p1/units/check-code": { body: { exists: false } } });
    render({ propertyId: "p1", code: "WE-01", excludeId: "u7" });
    await advance(500);
    expect(api.calls[0]!.path).toBe("/properties/p1/units/check-code?code=WE-01&excludeId=u7");
  });

  it("reports a failed request and an unexpected answer with the spec's messages", async () => {
    mockApi({ "GET /properties/p1/units/check-code": { status: 500, body: { message: "kaputt", details: null, hint: null, code: "internal" } } });
    const failed = render({ propertyId: "p1", code: "A" });
    await advance(500);
    expect(failed.result.current).toEqual({ status: "error", message: messages.codeCheckFailed });

    mockApi({ "GET /properties/p1/units/check-code": { body: { unexpected: true } } });
    const odd = render({ propertyId: "p1", code: "B" });
    await advance(500);
    expect(odd.result.current).toEqual({ status: "error", message: messages.codeValidationUnexpected });
  });
});

// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { messages } from "@/shared/messages";
import { ApiError, NetworkError } from "./api";
import { useVersionedSave, type VersionedSaveOptions } from "./use-versioned-save";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

type Rec = { id: string; version: number; name: string };
const stored: Rec = { id: "r1", version: 3, name: "alt" };
const fresh: Rec = { id: "r1", version: 4, name: "neu" };
const apiError = (code: string, message: string) => new ApiError(409, { message, details: null, hint: null, code });

function setup(over: Partial<VersionedSaveOptions<Rec>> = {}) {
  const options = {
    record: stored as Rec | null,
    failMessage: "Fehler beim Speichern",
    reload: vi.fn(async () => fresh as Rec | null),
    onReloaded: vi.fn(),
    onReloadFailed: vi.fn(),
    onError: vi.fn(),
    ...over,
  };
  const { result } = renderHook(() => useVersionedSave(options));
  return { options, save: () => result.current };
}

beforeEach(() => vi.mocked(toast.error).mockClear());
afterEach(cleanup);

describe("useVersionedSave", () => {
  it("runs the write with the record as read; nothing else happens on success", async () => {
    const { options, save } = setup();
    const write = vi.fn(async () => {});
    await act(() => save()(write));
    expect(write).toHaveBeenCalledWith(stored);
    expect(toast.error).not.toHaveBeenCalled();
    expect(options.reload).not.toHaveBeenCalled();
  });

  it("creating: the write gets null", async () => {
    const { save } = setup({ record: null });
    const write = vi.fn(async () => {});
    await act(() => save()(write));
    expect(write).toHaveBeenCalledWith(null);
  });

  it("409 stale: toasts the server's message, reloads into the form, and the next save carries the new version", async () => {
    const { options, save } = setup();
    await act(() =>
      save()(async () => {
        throw apiError("stale", messages.staleRecord);
      }),
    );
    expect(toast.error).toHaveBeenCalledWith(messages.staleRecord);
    expect(options.reload).toHaveBeenCalledWith(stored);
    expect(options.onReloaded).toHaveBeenCalledWith(fresh);
    expect(options.onError).not.toHaveBeenCalled();

    const write = vi.fn(async () => {});
    await act(() => save()(write));
    expect(write).toHaveBeenCalledWith(fresh);
  });

  it("decides by the error code, not the text: a conflict with the stale text is not reloaded", async () => {
    const { options, save } = setup();
    const err = apiError("conflict", messages.staleRecord);
    await act(() =>
      save()(async () => {
        throw err;
      }),
    );
    expect(options.reload).not.toHaveBeenCalled();
    expect(options.onError).toHaveBeenCalledWith(err, messages.staleRecord);
  });

  it("a failed reload after a stale save calls onReloadFailed", async () => {
    const { options, save } = setup({ reload: vi.fn(async () => Promise.reject(new NetworkError("offline"))) });
    await act(() =>
      save()(async () => {
        throw apiError("stale", messages.staleRecord);
      }),
    );
    expect(options.onReloaded).not.toHaveBeenCalled();
    expect(options.onReloadFailed).toHaveBeenCalled();
  });

  it("a network failure toasts the dialog's fallback text", async () => {
    const { options, save } = setup();
    await act(() =>
      save()(async () => {
        throw new NetworkError("offline");
      }),
    );
    expect(toast.error).toHaveBeenCalledWith("Fehler beim Speichern");
    expect(options.reload).not.toHaveBeenCalled();
  });
});

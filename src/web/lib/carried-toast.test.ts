// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";

const success = vi.fn();
vi.mock("sonner", () => ({ toast: { success: (...args: unknown[]) => success(...args) } }));
const { carryToast, showCarriedToast } = await import("./carried-toast");

describe("carried toast", () => {
  beforeEach(() => {
    success.mockClear();
    sessionStorage.clear();
  });

  it("shows the toast now and once more on the next page, not a third time", () => {
    carryToast("auth:sign-in", "Erfolgreich angemeldet");
    expect(success).toHaveBeenCalledTimes(1);
    showCarriedToast();
    expect(success).toHaveBeenLastCalledWith("Erfolgreich angemeldet", { id: "auth:sign-in" });
    showCarriedToast();
    expect(success).toHaveBeenCalledTimes(2);
  });

  it("ignores a damaged or foreign entry", () => {
    sessionStorage.setItem("hausbuch:carried-toast", "{kaputt");
    showCarriedToast();
    sessionStorage.setItem("hausbuch:carried-toast", JSON.stringify({ id: 1, message: ["x"] }));
    showCarriedToast();
    expect(success).not.toHaveBeenCalled();
    expect(sessionStorage.getItem("hausbuch:carried-toast")).toBeNull();
  });
});

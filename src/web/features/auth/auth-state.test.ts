import { describe, expect, it } from "vitest";
import { authReducer, initialAuthState } from "./auth-state";

const user = { id: "u1", email: "a@b.de", name: "A" };

describe("auth state", () => {
  it("starts loading, signed out, without error", () => {
    expect(initialAuthState).toMatchObject({ loading: true, user: null, error: null, retryCount: 0 });
  });

  it("becomes signed in and then follows a sign-out", () => {
    const signedIn = authReducer(initialAuthState, { type: "signedIn", user, health: null });
    expect(signedIn).toMatchObject({ loading: false, user });
    expect(authReducer(signedIn, { type: "signedOut", health: null })).toMatchObject({ loading: false, user: null });
  });

  it("ends loading and keeps the error when initialisation fails", () => {
    const failed = authReducer(initialAuthState, { type: "failed", error: "Failed to initialize authentication session", health: null });
    expect(failed).toMatchObject({ loading: false, error: "Failed to initialize authentication session" });
  });

  it("retry increments the counter, clears the error and loads again", () => {
    const failed = authReducer(initialAuthState, { type: "failed", error: "x", health: null });
    const retried = authReducer(failed, { type: "retry" });
    expect(retried).toMatchObject({ loading: true, error: null, retryCount: 1 });
    expect(authReducer(retried, { type: "retry" }).retryCount).toBe(2);
  });
});

import { describe, expect, it } from "vitest";
import { readEnv, readSeedEmail } from "./env";

describe("env", () => {
  it("reads SEED_EMAIL for the seed script, trimmed; empty means the demo account", () => {
    expect(readSeedEmail({ SEED_EMAIL: "  ich@example.de " })).toBe("ich@example.de");
    expect(readSeedEmail({ SEED_EMAIL: "   " })).toBeNull();
    expect(readSeedEmail({})).toBeNull();
  });

  it("reads NODE_ENV, production when unset (createAuth is quiet only in tests)", () => {
    expect(readEnv({ NODE_ENV: "test" }).nodeEnv).toBe("test");
    expect(readEnv({}).nodeEnv).toBe("production");
  });
});

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

  it("keeps receipts in a folder on the embedded database and in PostgreSQL with DATABASE_URL, unless DOCUMENT_STORAGE says otherwise", () => {
    const url = "postgres://u@h/db";
    expect(readEnv({}).documentStorage).toBe("folder");
    expect(readEnv({ DATABASE_URL: url }).documentStorage).toBe("database");
    expect(readEnv({ DATABASE_URL: url, DOCUMENT_STORAGE: "folder" }).documentStorage).toBe("folder");
    expect(readEnv({ DOCUMENT_STORAGE: "database" }).documentStorage).toBe("database");
    expect(() => readEnv({ DOCUMENT_STORAGE: "s3" })).toThrow(/DOCUMENT_STORAGE: muss folder oder database sein/);
  });
});

import { describe, expect, it } from "vitest";
import { serverField } from "./use-entry-form";

describe("serverField", () => {
  it("finds a field of the form in the server's answer, and nothing else", () => {
    const err = { body: { details: { fields: [{ field: "value", message: "Der Stand ist niedriger als die Ablesung vom 31.12.2024." }] } } };
    expect(serverField(err, ["readingDate", "value"])).toEqual({ field: "value", message: "Der Stand ist niedriger als die Ablesung vom 31.12.2024." });
    expect(serverField(err, ["date"])).toBeNull();
    expect(serverField(new Error("x"), ["value"])).toBeNull();
  });
});

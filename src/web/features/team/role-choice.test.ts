import { describe, expect, it } from "vitest";
import { inviteMemberSchema } from "@/shared/schemas/workspace";
import { choiceToRole, roleChoices, roleText, roleToChoice } from "./role-choice";

describe("role choices", () => {
  it("each choice round-trips and agrees with the server's schema", () => {
    for (const { value } of roleChoices) {
      const pair = choiceToRole(value);
      expect(roleToChoice(pair.role, pair.preset)).toBe(value);
      expect(inviteMemberSchema.parse({ email: "a@b.de", ...pair })).toEqual({ email: "a@b.de", ...pair });
    }
  });
  it("names a preset by its label, a role by its role", () => {
    expect(roleText("viewer", "tax_advisor")).toBe("Steuerberater/in (nur lesen)");
    expect(roleText("viewer", null)).toBe("Leser");
  });
});

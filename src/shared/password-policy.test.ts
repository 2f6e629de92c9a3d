import { describe, expect, it } from "vitest";
import { passwordHint, passwordProblem } from "./password-policy";
import { signUpSchema } from "./schemas/auth";

describe("password rule", () => {
  it.each([
    ["kurz", "", "tooShort"],
    ["        ", "", "tooShort"],
    ["x".repeat(129), "", "tooLong"],
    ["aaaaaaaaaa", "", "tooCommon"],
    ["          ", "", "tooCommon"],
    ["ababababab", "", "tooCommon"],
    ["qwertyuiop", "", "tooCommon"],
    ["QWERTZUIOP", "", "tooCommon"],
    ["passwort123", "", "tooCommon"],
    ["erika@beispiel.de", "erika@beispiel.de", "isEmail"],
    ["Erika.Muster", "erika.muster@beispiel.de", "isEmail"],
    ["erika.muster1990", "erika.muster@beispiel.de", "isEmail"],
    ["Sicheres-Passwort-1", "nutzer@beispiel.de", null],
    ["Garten-Haus-Dach", "", null],
  ] as const)("%j (e-mail %j) → %s", (password, email, problem) => {
    expect(passwordProblem(password, email)).toBe(problem);
  });

  it("gives a short German hint", () => {
    expect(passwordHint("kurz")).toEqual({ text: "Mindestens 10 Zeichen", ok: false });
    expect(passwordHint("1234567890")).toEqual({ text: "Zu häufig verwendet", ok: false });
    expect(passwordHint("anna.berg@web.de", "anna.berg@web.de")).toEqual({ text: "Nicht Deine E-Mail-Adresse", ok: false });
    expect(passwordHint("Sicheres-Passwort-1")).toEqual({ text: "Gut", ok: true });
  });

  it("the sign-up form refuses the e-mail as password at the password field", () => {
    const result = signUpSchema.safeParse({ email: "anna.berg@web.de", password: "anna.berg@web.de", firstName: "", lastName: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["password"], message: expect.stringContaining("E-Mail-Adresse") })]);
  });
});

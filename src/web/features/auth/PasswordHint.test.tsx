// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PasswordHint } from "./PasswordHint";

afterEach(cleanup);

describe("PasswordHint", () => {
  it.each([
    ["", "", "Mindestens 10 Zeichen"],
    ["abc", "", "Mindestens 10 Zeichen"],
    ["1234567890", "", "Zu häufig verwendet"],
    ["anna.berg@web.de", "anna.berg@web.de", "Nicht Deine E-Mail-Adresse"],
    ["Sicheres-Passwort-1", "anna.berg@web.de", "Gut"],
  ])("%j → %s", (password, email, text) => {
    render(<PasswordHint password={password} email={email} />);
    expect(screen.getByTestId("password-hint").textContent).toBe(text);
  });
});

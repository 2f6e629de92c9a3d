import { describe, expect, it } from "vitest";
import { nounLabel, roomLabel, unitLabel } from "./labels";

describe("generated labels name the noun once", () => {
  it("adds the noun to a bare code", () => {
    expect(roomLabel("1")).toBe("Zimmer 1");
    expect(roomLabel("Z1")).toBe("Zimmer Z1");
    expect(unitLabel("W01")).toBe("Einheit W01");
  });

  it("does not double a noun the code already starts with", () => {
    expect(roomLabel("Zimmer 1")).toBe("Zimmer 1");
    expect(roomLabel("zimmer 1")).toBe("zimmer 1");
    expect(roomLabel("Zimmer")).toBe("Zimmer");
    expect(roomLabel("Zimmer-Nord")).toBe("Zimmer-Nord");
    expect(unitLabel("Einheit 3")).toBe("Einheit 3");
  });

  it("keeps the noun when the code only begins with the same letters", () => {
    expect(roomLabel("Zimmerei")).toBe("Zimmer Zimmerei");
    expect(nounLabel("Einheit", "Einheiten-Block")).toBe("Einheit Einheiten-Block");
  });
});

import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { describeErrorForLog } from "./log-error";

describe("describeErrorForLog", () => {
  it("keeps statement, SQLSTATE and constraint of a failed query, never its parameters or the driver's message", () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "anna.muster@beispiel.de"'), {
      code: "22P02",
      constraint: "tenants_pkey",
      detail: "Key (email)=(anna.muster@beispiel.de) already exists.",
      table: "tenants",
    });
    const err = new DrizzleQueryError("insert into tenants (first_name, email) values ($1, $2)", ["Anna", "anna.muster@beispiel.de"], cause);
    const line = describeErrorForLog(err);
    expect(line).toContain("22P02");
    expect(line).toContain("tenants_pkey");
    expect(line).toContain("insert into tenants");
    expect(line).not.toContain("Anna");
    expect(line).not.toContain("anna.muster");
  });

  it("describes a plain bug by its stack", () => {
    expect(describeErrorForLog(new TypeError("x is undefined"))).toMatch(/^TypeError: x is undefined\n\s+at /);
  });
});

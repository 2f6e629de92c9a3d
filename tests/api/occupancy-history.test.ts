import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import type { ContractOccupantDto, UnitAreaDto } from "@/shared/occupancy-history-types";
import { loadAreaHistories, loadOccupantHistories } from "@/server/features/occupancy-history";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createTeam, expectStatus, type Api, type Team } from "../factories/api";
import { createContract, createProperty, createUnit } from "../factories/portfolio";

// Areas of a unit and persons of a contract over time (issue 19): the histories the
// Nebenkostenabrechnung weighs by days. Areas travel as exact decimal text, persons as a
// whole number; one entry per unit (contract) and day.

const database = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";

let app: TestApp;
let team: Team;
let api: Api;

beforeAll(async () => {
  app = await startTestApp();
  team = await createTeam(app);
  api = team.as.admin;
});
afterAll(() => app?.close());

async function newUnit(owner: Api = api) {
  const property = await createProperty(owner);
  return createUnit(owner, property.id, { sizeSqm: 70 });
}
async function addArea(unitId: string, body: Record<string, unknown>) {
  return expectStatus(await api.post<UnitAreaDto>(`/api/v1/units/${unitId}/areas`, body), 201, `Fläche ${String(body.validFrom)}`);
}
async function areas(unitId: string) {
  return expectStatus(await api.get<UnitAreaDto[]>(`/api/v1/units/${unitId}/areas`), 200, "Flächen laden");
}
async function addOccupant(contractId: string, validFrom: string, persons: number) {
  return expectStatus(await api.post<ContractOccupantDto>(`/api/v1/contracts/${contractId}/occupants`, { validFrom, persons }), 201, `Personen ${validFrom}`);
}
async function occupants(contractId: string) {
  return expectStatus(await api.get<ContractOccupantDto[]>(`/api/v1/contracts/${contractId}/occupants`), 200, "Personen laden");
}

describe(`unit areas (${database})`, () => {
  it("creates entries, keeps the decimals exact and lists them by date", async () => {
    const unit = await newUnit();
    expect(await areas(unit.id)).toEqual([]);
    const res = await api.post<UnitAreaDto>(`/api/v1/units/${unit.id}/areas`, { validFrom: "2025-07-01", livingAreaSqm: "64.50", usableAreaSqm: " 12.05 " });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: res.body.id, version: 1, unitId: unit.id, validFrom: "2025-07-01", livingAreaSqm: "64.5", usableAreaSqm: "12.05" });
    // Without Nutzfläche; an earlier date sorts first. 0,1 + 0,2 stays 0,3 digit for digit (no float on the way).
    const first = await addArea(unit.id, { validFrom: "2020-01-01", livingAreaSqm: "999999.99" });
    expect(first).toMatchObject({ livingAreaSqm: "999999.99", usableAreaSqm: null });
    await addArea(unit.id, { validFrom: "2026-01-01", livingAreaSqm: "0.3", usableAreaSqm: "1000000" });
    expect((await areas(unit.id)).map((a) => [a.validFrom, a.livingAreaSqm, a.usableAreaSqm])).toEqual([
      ["2020-01-01", "999999.99", null],
      ["2025-07-01", "64.5", "12.05"],
      ["2026-01-01", "0.3", "1000000"],
    ]);
  });

  it("refuses a second entry of the same day with 409 and a German message", async () => {
    const unit = await newUnit();
    const kept = await addArea(unit.id, { validFrom: "2025-07-01", livingAreaSqm: "64.5" });
    const twice = await api.post(`/api/v1/units/${unit.id}/areas`, { validFrom: "2025-07-01", livingAreaSqm: "65" });
    expect(twice.status).toBe(409);
    const message = "Für den 01.07.2025 gibt es schon einen Flächeneintrag. Bearbeite ihn oder wähle ein anderes Datum.";
    expect(twice.body).toMatchObject({ code: "conflict", message, details: { fields: [{ field: "validFrom", message }] } });
    // Moving another entry onto that day is the same conflict.
    const other = await addArea(unit.id, { validFrom: "2026-01-01", livingAreaSqm: "66" });
    const moved = await api.patch(`/api/v1/unit-areas/${other.id}`, { validFrom: "2025-07-01", livingAreaSqm: "66", version: 1 });
    expect(moved.status).toBe(409);
    expect(moved.body.code).toBe("conflict");
    // The same day on another unit is fine.
    await addArea((await newUnit()).id, { validFrom: "2025-07-01", livingAreaSqm: "64.5" });
    expect((await areas(unit.id)).map((a) => [a.id, a.validFrom, a.version])).toEqual([
      [kept.id, "2025-07-01", 1],
      [other.id, "2026-01-01", 1],
    ]);
  });

  it("validates areas and dates with German messages", async () => {
    const unit = await newUnit();
    const post = (body: Record<string, unknown>) => api.post(`/api/v1/units/${unit.id}/areas`, { validFrom: "2025-01-01", livingAreaSqm: "50", ...body });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ livingAreaSqm: "-1" }, "livingAreaSqm", "Die Fläche darf nicht negativ sein."],
      [{ livingAreaSqm: "64.555" }, "livingAreaSqm", "Die Fläche hat höchstens 2 Nachkommastellen."],
      [{ livingAreaSqm: "64,5" }, "livingAreaSqm", "Bitte gib die Fläche als Zahl an, z. B. 1.234,56."],
      [{ livingAreaSqm: "1e3" }, "livingAreaSqm", messages.areaInvalid],
      [{ livingAreaSqm: 64.5 }, "livingAreaSqm", "Bitte gib die Wohnfläche an, z. B. 64,50."],
      [{ livingAreaSqm: "" }, "livingAreaSqm", messages.livingAreaRequired],
      [{ livingAreaSqm: null }, "livingAreaSqm", messages.livingAreaRequired],
      [{ livingAreaSqm: "1000000.01" }, "livingAreaSqm", "Die Fläche ist zu groß (höchstens 1.000.000 m²)."],
      [{ livingAreaSqm: "9".repeat(400) }, "livingAreaSqm", messages.areaTooLarge],
      [{ usableAreaSqm: "abc" }, "usableAreaSqm", messages.areaInvalid],
      [{ usableAreaSqm: "-0.5" }, "usableAreaSqm", messages.areaNegative],
      [{ validFrom: "" }, "validFrom", "Bitte gib an, ab wann der Eintrag gilt."],
      [{ validFrom: "01.07.2025" }, "validFrom", messages.historyValidFromRequired],
      [{ validFrom: "2025-02-30" }, "validFrom", messages.historyValidFromRequired],
      [{ validFrom: "1899-12-31" }, "validFrom", messages.dateOutOfRange],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.details.fields, JSON.stringify(body)).toEqual([{ field, message }]);
    }
    expect((await api.post(`/api/v1/units/${unit.id}/areas`, { livingAreaSqm: "50" })).body.details.fields).toEqual([{ field: "validFrom", message: messages.historyValidFromRequired }]);
    // Nothing of the refused requests was written.
    expect(await areas(unit.id)).toEqual([]);
  });

  it("updates with the version read (409 stale otherwise) and deletes", async () => {
    const unit = await newUnit();
    const entry = await addArea(unit.id, { validFrom: "2025-07-01", livingAreaSqm: "64.5", usableAreaSqm: "10" });
    const ok = await api.patch<UnitAreaDto>(`/api/v1/unit-areas/${entry.id}`, { validFrom: "2025-08-01", livingAreaSqm: "1234.56", usableAreaSqm: null, version: 1 });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ ...entry, version: 2, validFrom: "2025-08-01", livingAreaSqm: "1234.56", usableAreaSqm: null });
    const stale = await api.patch(`/api/v1/unit-areas/${entry.id}`, { validFrom: "2025-08-01", livingAreaSqm: "70", version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: "stale", message: messages.staleRecord });
    const noVersion = await api.patch(`/api/v1/unit-areas/${entry.id}`, { validFrom: "2025-08-01", livingAreaSqm: "70" });
    expect(noVersion.status).toBe(400);
    expect(await areas(unit.id)).toEqual([ok.body]);
    expect((await api.delete(`/api/v1/unit-areas/${entry.id}`)).status).toBe(204);
    const again = await api.delete(`/api/v1/unit-areas/${entry.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Der Flächeneintrag wurde nicht gefunden.");
    expect(await areas(unit.id)).toEqual([]);
  });

  it("goes with its unit when the unit is deleted", async () => {
    const unit = await newUnit();
    const entry = await addArea(unit.id, { validFrom: "2025-07-01", livingAreaSqm: "64.5" });
    expectStatus(await api.delete(`/api/v1/units/${unit.id}`), 204, "Einheit löschen");
    expect((await api.get(`/api/v1/units/${unit.id}/areas`)).status).toBe(404);
    expect((await api.patch(`/api/v1/unit-areas/${entry.id}`, { validFrom: "2025-07-01", livingAreaSqm: "1", version: 1 })).status).toBe(404);
  });
});

describe(`contract occupants (${database})`, () => {
  it("creates, lists by date, updates with its version and deletes", async () => {
    const contract = await createContract(api, (await newUnit()).id);
    expect(await occupants(contract.id)).toEqual([]);
    const two = await addOccupant(contract.id, "2025-07-01", 2);
    expect(two).toEqual({ id: two.id, version: 1, contractId: contract.id, validFrom: "2025-07-01", persons: 2 });
    const one = await addOccupant(contract.id, "2024-01-01", 1);
    const none = await addOccupant(contract.id, "2026-01-01", 0);
    expect((await occupants(contract.id)).map((o) => [o.id, o.validFrom, o.persons])).toEqual([
      [one.id, "2024-01-01", 1],
      [two.id, "2025-07-01", 2],
      [none.id, "2026-01-01", 0],
    ]);
    const ok = await api.patch<ContractOccupantDto>(`/api/v1/contract-occupants/${two.id}`, { validFrom: "2025-07-15", persons: 99, version: 1 });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ ...two, version: 2, validFrom: "2025-07-15", persons: 99 });
    const stale = await api.patch(`/api/v1/contract-occupants/${two.id}`, { validFrom: "2025-07-15", persons: 3, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: "stale", message: messages.staleRecord });
    expect((await api.delete(`/api/v1/contract-occupants/${one.id}`)).status).toBe(204);
    const again = await api.delete(`/api/v1/contract-occupants/${one.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Der Eintrag zur Personenzahl wurde nicht gefunden.");
    expect((await occupants(contract.id)).map((o) => [o.validFrom, o.persons, o.version])).toEqual([
      ["2025-07-15", 99, 2],
      ["2026-01-01", 0, 1],
    ]);
  });

  it("refuses a second entry of the same day with 409 and a German message", async () => {
    const contract = await createContract(api, (await newUnit()).id);
    await addOccupant(contract.id, "2025-07-01", 2);
    const twice = await api.post(`/api/v1/contracts/${contract.id}/occupants`, { validFrom: "2025-07-01", persons: 3 });
    expect(twice.status).toBe(409);
    const message = "Für den 01.07.2025 gibt es schon einen Eintrag zur Personenzahl. Bearbeite ihn oder wähle ein anderes Datum.";
    expect(twice.body).toMatchObject({ code: "conflict", message, details: { fields: [{ field: "validFrom", message }] } });
    const other = await addOccupant(contract.id, "2025-09-01", 1);
    expect((await api.patch(`/api/v1/contract-occupants/${other.id}`, { validFrom: "2025-07-01", persons: 1, version: 1 })).status).toBe(409);
    expect((await occupants(contract.id)).map((o) => [o.validFrom, o.persons])).toEqual([
      ["2025-07-01", 2],
      ["2025-09-01", 1],
    ]);
  });

  it("takes whole persons from 0 to 99 only", async () => {
    const contract = await createContract(api, (await newUnit()).id);
    const cases: Array<[unknown, string]> = [
      [100, messages.occupantPersonsInvalid],
      [-1, messages.occupantPersonsInvalid],
      [1.5, messages.occupantPersonsInvalid],
      ["2", messages.occupantPersonsRequired],
      [null, messages.occupantPersonsRequired],
      [1e308, messages.occupantPersonsInvalid],
    ];
    for (const [persons, message] of cases) {
      const res = await api.post(`/api/v1/contracts/${contract.id}/occupants`, { validFrom: "2025-01-01", persons });
      expect(res.status, String(persons)).toBe(400);
      expect(res.body.details.fields, String(persons)).toEqual([{ field: "persons", message }]);
    }
    expect(messages.occupantPersonsInvalid).toBe("Die Zahl der Personen ist eine ganze Zahl zwischen 0 und 99.");
    expect(await occupants(contract.id)).toEqual([]);
  });
});

describe(`histories: roles, workspaces, loaders (${database})`, () => {
  it("lets a viewer read but not write, an editor write", async () => {
    const unit = await newUnit();
    const contract = await createContract(api, unit.id);
    const area = await addArea(unit.id, { validFrom: "2025-01-01", livingAreaSqm: "50" });
    const occupant = await addOccupant(contract.id, "2025-01-01", 2);
    const viewer = team.as.viewer;
    expect((await viewer.get(`/api/v1/units/${unit.id}/areas`)).body).toEqual([area]);
    expect((await viewer.get(`/api/v1/contracts/${contract.id}/occupants`)).body).toEqual([occupant]);
    for (const res of [
      await viewer.post(`/api/v1/units/${unit.id}/areas`, { validFrom: "2025-02-01", livingAreaSqm: "51" }),
      await viewer.patch(`/api/v1/unit-areas/${area.id}`, { validFrom: "2025-01-01", livingAreaSqm: "52", version: 1 }),
      await viewer.delete(`/api/v1/unit-areas/${area.id}`),
      await viewer.post(`/api/v1/contracts/${contract.id}/occupants`, { validFrom: "2025-02-01", persons: 3 }),
      await viewer.patch(`/api/v1/contract-occupants/${occupant.id}`, { validFrom: "2025-01-01", persons: 4, version: 1 }),
      await viewer.delete(`/api/v1/contract-occupants/${occupant.id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(messages.forbiddenWrite);
    }
    const editor = team.as.editor;
    expect((await editor.post(`/api/v1/units/${unit.id}/areas`, { validFrom: "2025-02-01", livingAreaSqm: "51" })).status).toBe(201);
    expect((await editor.patch(`/api/v1/contract-occupants/${occupant.id}`, { validFrom: "2025-01-01", persons: 4, version: 1 })).status).toBe(200);
    expect((await areas(unit.id)).map((a) => a.livingAreaSqm)).toEqual(["50", "51"]);
    expect((await occupants(contract.id)).map((o) => o.persons)).toEqual([4]);
  });

  it("answers another workspace's units, contracts and entries with 404", async () => {
    const unit = await newUnit();
    const contract = await createContract(api, unit.id);
    const area = await addArea(unit.id, { validFrom: "2025-01-01", livingAreaSqm: "50" });
    const occupant = await addOccupant(contract.id, "2025-01-01", 2);
    const stranger = team.stranger.api;
    const answers = [
      await stranger.get(`/api/v1/units/${unit.id}/areas`),
      await stranger.post(`/api/v1/units/${unit.id}/areas`, { validFrom: "2025-02-01", livingAreaSqm: "51" }),
      await stranger.patch(`/api/v1/unit-areas/${area.id}`, { validFrom: "2025-01-01", livingAreaSqm: "52", version: 1 }),
      await stranger.delete(`/api/v1/unit-areas/${area.id}`),
      await stranger.get(`/api/v1/contracts/${contract.id}/occupants`),
      await stranger.post(`/api/v1/contracts/${contract.id}/occupants`, { validFrom: "2025-02-01", persons: 3 }),
      await stranger.patch(`/api/v1/contract-occupants/${occupant.id}`, { validFrom: "2025-01-01", persons: 4, version: 1 }),
      await stranger.delete(`/api/v1/contract-occupants/${occupant.id}`),
    ];
    expect(answers.map((a) => a.status)).toEqual(Array(answers.length).fill(404));
    for (const a of answers) expect(a.body.message).toMatch(/wurde nicht gefunden/);
    // Malformed and unknown ids are 404 too.
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await api.get(`/api/v1/units/${unknown}/areas`)).body.message).toBe("Die Einheit wurde nicht gefunden.");
    expect((await api.get(`/api/v1/contracts/${unknown}/occupants`)).body.message).toBe("Der Mietvertrag wurde nicht gefunden.");
    expect((await api.delete("/api/v1/unit-areas/keine-flaeche")).status).toBe(404);
    expect((await api.patch("/api/v1/contract-occupants/1", { validFrom: "2025-01-01", persons: 1, version: 1 })).status).toBe(404);
    // Nothing changed.
    expect(await areas(unit.id)).toEqual([area]);
    expect(await occupants(contract.id)).toEqual([occupant]);
  });

  it("loads the histories of many units and contracts for the statement, sorted, workspace-scoped", async () => {
    const [a, b, empty] = [await newUnit(), await newUnit(), await newUnit()];
    await addArea(a.id, { validFrom: "2025-07-01", livingAreaSqm: "64.50", usableAreaSqm: "5.25" });
    await addArea(a.id, { validFrom: "2024-01-01", livingAreaSqm: "60" });
    await addArea(b.id, { validFrom: "2025-01-01", livingAreaSqm: "1234.56" });
    const c1 = await createContract(api, a.id);
    const c2 = await createContract(api, b.id);
    await addOccupant(c1.id, "2025-03-01", 3);
    await addOccupant(c1.id, "2024-01-01", 2);
    // Another workspace's unit and contract: never part of the answer, even when asked for.
    const foreignUnit = await newUnit(team.stranger.api);
    const foreignContract = await createContract(team.stranger.api, foreignUnit.id);
    expectStatus(await team.stranger.api.post(`/api/v1/units/${foreignUnit.id}/areas`, { validFrom: "2025-01-01", livingAreaSqm: "99" }), 201, "fremde Fläche");
    expectStatus(await team.stranger.api.post(`/api/v1/contracts/${foreignContract.id}/occupants`, { validFrom: "2025-01-01", persons: 9 }), 201, "fremde Personen");

    const db = app.database.db;
    const ws = team.admin.workspaceId;
    const areaMap = await loadAreaHistories(db, ws, [a.id, b.id, empty.id, foreignUnit.id]);
    expect(Object.fromEntries(areaMap)).toEqual({
      [a.id]: [
        { from: "2024-01-01", livingArea: "60", usableArea: null },
        { from: "2025-07-01", livingArea: "64.5", usableArea: "5.25" },
      ],
      [b.id]: [{ from: "2025-01-01", livingArea: "1234.56", usableArea: null }],
      [empty.id]: [],
      [foreignUnit.id]: [],
    });
    const personMap = await loadOccupantHistories(db, ws, [c1.id, c2.id, foreignContract.id]);
    expect(Object.fromEntries(personMap)).toEqual({
      [c1.id]: [
        { from: "2024-01-01", persons: 2 },
        { from: "2025-03-01", persons: 3 },
      ],
      [c2.id]: [],
      [foreignContract.id]: [],
    });
    expect((await loadAreaHistories(db, ws, [])).size).toBe(0);
    expect((await loadOccupantHistories(db, ws, [])).size).toBe(0);
  });
});

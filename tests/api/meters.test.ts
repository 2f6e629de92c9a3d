import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetClock, setToday } from "@/core/dates";
import type { MeterDto, MeterReadingDto } from "@/shared/meter-types";
import { messages } from "@/shared/messages";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createTeam, expectStatus, type Api, type Team } from "../factories/api";
import { sweepReceipts } from "@/server/features/receipts";
import { bookingPayload, linePayload } from "../factories/bookings";
import { createProperty, createUnit } from "../factories/portfolio";
import { jpegBytes, pdfBytes, pngBytes } from "../factories/receipts";

// Zählerstände (issue 19): meters of a unit or a building, readings, the swap, last year's
// consumption. "Today" is 2026-03-01 throughout, so the last full year is 2025.

const database = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";

let app: TestApp;
let team: Team;
let api: Api;

beforeAll(async () => {
  setToday("2026-03-01");
  app = await startTestApp();
  team = await createTeam(app);
  api = team.as.admin;
});
afterAll(async () => {
  resetClock();
  await app?.close();
});

let serialNo = 0;
const meterBody = (over: Record<string, unknown> = {}) => ({ kind: "cold_water", serialNumber: `KW-${++serialNo}`, installedOn: "2024-01-15", note: "", ...over });

async function newUnit() {
  const property = await createProperty(api);
  const unit = await createUnit(api, property.id);
  return { property, unit };
}
async function newMeter(unitId: string, over: Record<string, unknown> = {}) {
  return expectStatus(await api.post<MeterDto>(`/api/v1/units/${unitId}/meters`, meterBody(over)), 201, "Zähler anlegen");
}
async function read(meterId: string, readingDate: string, value: string, kind = "regular") {
  return expectStatus(await api.post<MeterReadingDto>(`/api/v1/meters/${meterId}/readings`, { readingDate, value, kind }), 201, `Ablesung ${readingDate}`);
}
async function meters(unitId: string) {
  return expectStatus(await api.get<MeterDto[]>(`/api/v1/units/${unitId}/meters`), 200, "Zähler laden");
}

describe(`meters (${database})`, () => {
  it("creates a meter with its installation reading in one write and lists it", async () => {
    const { property, unit } = await newUnit();
    const res = await api.post<MeterDto>(`/api/v1/units/${unit.id}/meters`, { kind: "warm_water", serialNumber: "  WW 4711 ", installedOn: "2024-01-15", note: "Bad", installationValue: "12.500" });
    expect(res.status).toBe(201);
    const meter = res.body;
    expect(meter).toEqual({
      id: meter.id,
      version: 1,
      propertyId: property.id,
      unitId: unit.id,
      kind: "warm_water",
      serialNumber: "WW 4711",
      installedOn: "2024-01-15",
      removedOn: null,
      replacesMeterId: null,
      replacedByMeterId: null,
      note: "Bad",
      readings: [{ id: meter.readings[0]!.id, version: 1, meterId: meter.id, readingDate: "2024-01-15", value: "12.5", kind: "installation", note: "", photo: null }],
      // One reading gives no slope: no consumption yet.
      consumption: null,
    });
    expect(await meters(unit.id)).toEqual([meter]);
    // Without an installation value the meter starts without readings.
    const bare = await newMeter(unit.id, { kind: "electricity" });
    expect(bare.readings).toEqual([]);
  });

  it("keeps values exact and computes last year's consumption from the readings", async () => {
    const { unit } = await newUnit();
    const meter = await newMeter(unit.id, { installationValue: "0" });
    await read(meter.id, "2024-12-31", "100.1");
    await read(meter.id, "2025-06-30", "180.2", "interim");
    await read(meter.id, "2025-12-31", "250.3");
    const [listed] = await meters(unit.id);
    expect(listed!.readings.map((r) => [r.readingDate, r.value, r.kind])).toEqual([
      ["2024-01-15", "0", "installation"],
      ["2024-12-31", "100.1", "regular"],
      ["2025-06-30", "180.2", "interim"],
      ["2025-12-31", "250.3", "regular"],
    ]);
    // 250,3 − 100,1 = 150,2 exactly (as floats 250.3 − 100.1 is 150.20000000000002).
    expect(listed!.consumption).toEqual({ year: 2025, start: "2025-01-01", end: "2025-12-31", value: "150.2", estimated: false });
  });

  it("marks a consumption read past the readings as estimated", async () => {
    const { unit } = await newUnit();
    const meter = await newMeter(unit.id, { installedOn: "2024-11-01" });
    await read(meter.id, "2024-12-01", "0");
    await read(meter.id, "2025-12-01", "365");
    // One unit a day (365 days between the readings): 30 at the end of 2024-12-31, 395 at the end of 2025-12-31.
    expect((await meters(unit.id))[0]!.consumption).toEqual({ year: 2025, start: "2025-01-01", end: "2025-12-31", value: "365", estimated: true });
  });

  it("counts a meter installed within the year from the day after its installation reading", async () => {
    const { unit } = await newUnit();
    const meter = await newMeter(unit.id, { installedOn: "2025-03-31", installationValue: "5" });
    await read(meter.id, "2025-12-31", "17.125");
    expect((await meters(unit.id))[0]!.consumption).toEqual({ year: 2025, start: "2025-04-01", end: "2025-12-31", value: "12.125", estimated: false });
  });

  it("refuses a reading below the one before or above the one after, naming its date", async () => {
    const { unit } = await newUnit();
    const meter = await newMeter(unit.id, { installationValue: "10" });
    await read(meter.id, "2024-12-31", "100");
    await read(meter.id, "2025-12-31", "200");
    const low = await api.post(`/api/v1/meters/${meter.id}/readings`, { readingDate: "2025-06-30", value: "99.999" });
    expect(low.status).toBe(400);
    expect(low.body.message).toBe("Der Stand ist niedriger als die Ablesung vom 31.12.2024.");
    expect(low.body.details.fields).toEqual([{ field: "value", message: "Der Stand ist niedriger als die Ablesung vom 31.12.2024." }]);
    const high = await api.post(`/api/v1/meters/${meter.id}/readings`, { readingDate: "2025-06-30", value: "200.001" });
    expect(high.status).toBe(400);
    expect(high.body.message).toBe("Der Stand ist höher als die Ablesung vom 31.12.2025.");
    // Equal to a neighbour is no consumption, not an error.
    expect((await api.post(`/api/v1/meters/${meter.id}/readings`, { readingDate: "2025-06-30", value: "200" })).status).toBe(201);
    const before = await api.post(`/api/v1/meters/${meter.id}/readings`, { readingDate: "2024-01-14", value: "0" });
    expect(before.status).toBe(400);
    expect(before.body.message).toBe("Die Ablesung liegt vor dem Einbau des Zählers am 15.01.2024.");
    const twice = await api.post(`/api/v1/meters/${meter.id}/readings`, { readingDate: "2024-12-31", value: "100" });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: "conflict", message: "Für den 31.12.2024 gibt es schon eine Ablesung dieses Zählers." });
    expect((await meters(unit.id))[0]!.readings.map((r) => r.value)).toEqual(["10", "100", "200", "200"]);
  });

  it("validates values and fields with German messages", async () => {
    const { unit } = await newUnit();
    const meter = await newMeter(unit.id);
    const post = (body: Record<string, unknown>) => api.post(`/api/v1/meters/${meter.id}/readings`, { readingDate: "2024-12-31", ...body });
    const cases: Array<[unknown, string]> = [
      ["-1", messages.meterValueNegative],
      ["1.2345", messages.meterValueDecimals],
      ["1,5", messages.meterValueInvalid],
      ["1e3", messages.meterValueInvalid],
      [12.5, messages.meterValueRequired],
      ["", messages.meterValueRequired],
      ["1000000000000", messages.meterValueTooLarge],
    ];
    for (const [value, message] of cases) {
      const res = await post({ value });
      expect(res.status, String(value)).toBe(400);
      expect(res.body.details.fields, String(value)).toEqual([{ field: "value", message }]);
    }
    expect(messages.meterValueNegative).toBe("Der Zählerstand darf nicht negativ sein.");
    expect((await post({ value: "5", kind: "monthly" })).body.details.fields).toEqual([{ field: "kind", message: "Bitte wähle die Art der Ablesung." }]);
    const noSerial = await api.post(`/api/v1/units/${unit.id}/meters`, meterBody({ serialNumber: "   " }));
    expect(noSerial.status).toBe(400);
    expect(noSerial.body.details.fields).toEqual([{ field: "serialNumber", message: "Bitte gib die Zählernummer an." }]);
    const backwards = await api.post(`/api/v1/units/${unit.id}/meters`, meterBody({ installedOn: "2024-05-01", removedOn: "2024-04-30" }));
    expect(backwards.body.details.fields).toEqual([{ field: "removedOn", message: "Der Ausbau kann nicht vor dem Einbau liegen." }]);
    const noKind = await api.post(`/api/v1/units/${unit.id}/meters`, meterBody({ kind: "water" }));
    expect(noKind.body.details.fields).toEqual([{ field: "kind", message: "Bitte wähle die Art des Zählers." }]);
    // Nothing of the refused requests was written.
    expect((await meters(unit.id)).map((m) => [m.id, m.readings.length])).toEqual([[meter.id, 0]]);
  });

  it("updates a reading with its version and checks it against its neighbours", async () => {
    const { unit } = await newUnit();
    const meter = await newMeter(unit.id, { installationValue: "10" });
    const reading = await read(meter.id, "2024-12-31", "100");
    await read(meter.id, "2025-12-31", "200");
    const ok = await api.patch<MeterReadingDto>(`/api/v1/meter-readings/${reading.id}`, { readingDate: "2024-12-31", value: "150.5", kind: "interim", note: "Auszug", version: 1 });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ ...reading, version: 2, value: "150.5", kind: "interim", note: "Auszug" });
    const stale = await api.patch(`/api/v1/meter-readings/${reading.id}`, { readingDate: "2024-12-31", value: "151", version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: "stale", message: messages.staleRecord });
    // Moving it past the next reading with a value above it: measured against 2025-12-31 from the other side.
    const past = await api.patch(`/api/v1/meter-readings/${reading.id}`, { readingDate: "2026-01-31", value: "150.5", version: 2 });
    expect(past.body.message).toBe("Der Stand ist niedriger als die Ablesung vom 31.12.2025.");
    const onOther = await api.patch(`/api/v1/meter-readings/${reading.id}`, { readingDate: "2025-12-31", value: "200", version: 2 });
    expect(onOther.status).toBe(409);
    expect((await api.delete(`/api/v1/meter-readings/${reading.id}`)).status).toBe(204);
    expect((await api.delete(`/api/v1/meter-readings/${reading.id}`)).status).toBe(404);
    expect((await meters(unit.id))[0]!.readings.map((r) => r.readingDate)).toEqual(["2024-01-15", "2025-12-31"]);
  });

  it("updates a meter and keeps its readings inside its period", async () => {
    const { unit } = await newUnit();
    const meter = await newMeter(unit.id, { installationValue: "1" });
    await read(meter.id, "2025-12-31", "9");
    const body = { kind: "cold_water", serialNumber: meter.serialNumber, installedOn: "2024-01-15", note: "Küche" };
    const cut = await api.patch(`/api/v1/meters/${meter.id}`, { ...body, removedOn: "2025-12-30", version: 1 });
    expect(cut.status).toBe(400);
    expect(cut.body.details.fields).toEqual([{ field: "removedOn", message: "Die Ablesung vom 31.12.2025 läge dann außerhalb der Einbauzeit. Bitte passe zuerst die Ablesung an." }]);
    const later = await api.patch(`/api/v1/meters/${meter.id}`, { ...body, installedOn: "2024-02-01", version: 1 });
    expect(later.body.details.fields[0].field).toBe("installedOn");
    const ok = await api.patch<MeterDto>(`/api/v1/meters/${meter.id}`, { ...body, removedOn: "2025-12-31", version: 1 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ version: 2, note: "Küche", removedOn: "2025-12-31" });
    const after = await api.post(`/api/v1/meters/${meter.id}/readings`, { readingDate: "2026-01-01", value: "10" });
    expect(after.body.message).toBe("Die Ablesung liegt nach dem Ausbau des Zählers am 31.12.2025.");
    expect((await api.patch(`/api/v1/meters/${meter.id}`, { ...body, version: 1 })).status).toBe(409);
  });

  it("replaces a meter: removal reading, new meter and its installation reading in one write", async () => {
    const { unit } = await newUnit();
    const old = await newMeter(unit.id, { installationValue: "0" });
    await read(old.id, "2024-12-31", "100");
    const res = await api.post<MeterDto>(`/api/v1/meters/${old.id}/replace`, { date: "2025-06-30", removalValue: "180.5", serialNumber: "KW-NEU", installationValue: "0.25", note: "Eichfrist", version: 1 });
    expect(res.status).toBe(201);
    const successor = res.body;
    expect(successor).toMatchObject({
      kind: "cold_water",
      unitId: unit.id,
      serialNumber: "KW-NEU",
      installedOn: "2025-06-30",
      removedOn: null,
      replacesMeterId: old.id,
      replacedByMeterId: null,
      note: "Eichfrist",
    });
    expect(successor.readings.map((r) => [r.readingDate, r.value, r.kind])).toEqual([["2025-06-30", "0.25", "installation"]]);
    await read(successor.id, "2025-12-31", "70.25");
    const list = await meters(unit.id);
    // In place first, then the removed one.
    expect(list.map((m) => m.id)).toEqual([successor.id, old.id]);
    const [current, removed] = list as [MeterDto, MeterDto];
    expect(removed).toMatchObject({ version: 2, removedOn: "2025-06-30", replacedByMeterId: successor.id, consumption: null });
    expect(removed.readings.at(-1)).toMatchObject({ readingDate: "2025-06-30", value: "180.5", kind: "removal" });
    // The year over both devices: 180,5 − 100 on the old one, 70,25 − 0,25 on the new one.
    expect(current.consumption).toEqual({ year: 2025, start: "2025-01-01", end: "2025-12-31", value: "150.5", estimated: false });

    const again = await api.post(`/api/v1/meters/${old.id}/replace`, { date: "2025-07-01", removalValue: "181", serialNumber: "X", installationValue: "0", version: 2 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Dieser Zähler ist seit dem 30.06.2025 ausgebaut und kann nicht mehr getauscht werden.");
    // The predecessor's removal may not move past the successor's installation.
    const moved = await api.patch(`/api/v1/meters/${old.id}`, { kind: "cold_water", serialNumber: old.serialNumber, installedOn: "2024-01-15", removedOn: null, version: 2 });
    expect(moved.body.details.fields).toEqual([{ field: "removedOn", message: "Der Nachfolger wurde am 30.06.2025 eingebaut: Der Ausbau muss spätestens an diesem Tag liegen." }]);
  });

  it("writes nothing of a refused swap", async () => {
    const { unit } = await newUnit();
    const old = await newMeter(unit.id, { installationValue: "0" });
    await read(old.id, "2024-12-31", "100");
    const swap = (over: Record<string, unknown>) =>
      api.post(`/api/v1/meters/${old.id}/replace`, { date: "2025-06-30", removalValue: "180", serialNumber: "KW-NEU", installationValue: "0", version: 1, ...over });
    const low = await swap({ removalValue: "99" });
    expect(low.status).toBe(400);
    expect(low.body.details.fields).toEqual([{ field: "removalValue", message: "Der Stand ist niedriger als die Ablesung vom 31.12.2024." }]);
    const early = await swap({ date: "2024-12-30" });
    expect(early.body.message).toBe("Es gibt eine Ablesung vom 31.12.2024, die nach dem Tauschdatum liegt. Der Tausch muss an oder nach diesem Tag sein.");
    expect((await swap({ date: "2024-12-31" })).status).toBe(409);
    expect((await swap({ date: "2024-01-14" })).body.message).toBe("Die Ablesung liegt vor dem Einbau des Zählers am 15.01.2024.");
    expect((await swap({ version: 7 })).body).toMatchObject({ code: "stale", message: messages.staleRecord });
    expect((await swap({ installationValue: "-0,5" })).status).toBe(400);
    expect((await swap({ serialNumber: "" })).body.details.fields).toEqual([{ field: "serialNumber", message: "Bitte gib die Zählernummer an." }]);
    const list = await meters(unit.id);
    expect(list.map((m) => [m.id, m.version, m.removedOn, m.readings.length])).toEqual([[old.id, 1, null, 2]]);
  });

  it("deletes a meter with its readings; its successor stays without predecessor", async () => {
    const { unit } = await newUnit();
    const old = await newMeter(unit.id, { installationValue: "0" });
    const successor = expectStatus(
      await api.post<MeterDto>(`/api/v1/meters/${old.id}/replace`, { date: "2025-01-31", removalValue: "5", serialNumber: "KW-B", installationValue: "0", version: 1 }),
      201,
      "Tausch",
    );
    expect((await api.delete(`/api/v1/meters/${old.id}`)).status).toBe(204);
    expect((await api.delete(`/api/v1/meters/${old.id}`)).status).toBe(404);
    expect((await meters(unit.id)).map((m) => [m.id, m.replacesMeterId, m.readings.length])).toEqual([[successor.id, null, 1]]);
    expect((await api.post(`/api/v1/meters/${old.id}/readings`, { readingDate: "2025-01-31", value: "6" })).status).toBe(404);
  });

  it("keeps building meters apart from the units' meters", async () => {
    const { property, unit } = await newUnit();
    const unitMeter = await newMeter(unit.id);
    const res = await api.post<MeterDto>(`/api/v1/properties/${property.id}/meters`, meterBody({ kind: "heat", serialNumber: "WMZ-Haus", installationValue: "1000" }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ propertyId: property.id, unitId: null, kind: "heat", serialNumber: "WMZ-Haus" });
    expect((await api.get<MeterDto[]>(`/api/v1/properties/${property.id}/meters`)).body.map((m) => m.id)).toEqual([res.body.id]);
    expect((await meters(unit.id)).map((m) => m.id)).toEqual([unitMeter.id]);
    const replaced = await api.post<MeterDto>(`/api/v1/meters/${res.body.id}/replace`, { date: "2025-05-01", removalValue: "1500", serialNumber: "WMZ-2", installationValue: "0", version: 1 });
    expect(replaced.body).toMatchObject({ propertyId: property.id, unitId: null, kind: "heat" });
  });

  it("answers 404 for unknown or malformed ids", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await api.get(`/api/v1/units/${unknown}/meters`)).status).toBe(404);
    expect((await api.get(`/api/v1/properties/${unknown}/meters`)).status).toBe(404);
    expect((await api.post(`/api/v1/meters/${unknown}/readings`, { readingDate: "2025-01-01", value: "1" })).body.message).toBe("Der Zähler wurde nicht gefunden.");
    expect((await api.patch(`/api/v1/meter-readings/${unknown}`, { readingDate: "2025-01-01", value: "1", version: 1 })).body.message).toBe("Die Ablesung wurde nicht gefunden.");
    expect((await api.delete("/api/v1/meters/kein-zaehler")).status).toBe(404);
  });
});

describe(`meters: roles and workspaces (${database})`, () => {
  it("lets a viewer read but not write, an editor write", async () => {
    const { unit } = await newUnit();
    const meter = await newMeter(unit.id, { installationValue: "1" });
    const viewer = team.as.viewer;
    expect((await viewer.get(`/api/v1/units/${unit.id}/meters`)).status).toBe(200);
    for (const res of [
      await viewer.post(`/api/v1/units/${unit.id}/meters`, meterBody()),
      await viewer.post(`/api/v1/meters/${meter.id}/readings`, { readingDate: "2025-01-01", value: "2" }),
      await viewer.patch(`/api/v1/meters/${meter.id}`, { ...meterBody(), version: 1 }),
      await viewer.post(`/api/v1/meters/${meter.id}/replace`, { date: "2025-01-01", removalValue: "2", serialNumber: "X", installationValue: "0", version: 1 }),
      await viewer.delete(`/api/v1/meter-readings/${meter.readings[0]!.id}`),
      await viewer.delete(`/api/v1/meters/${meter.id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(messages.forbiddenWrite);
    }
    expect((await team.as.editor.post(`/api/v1/meters/${meter.id}/readings`, { readingDate: "2025-01-01", value: "2" })).status).toBe(201);
    expect((await meters(unit.id))[0]!.readings.map((r) => r.value)).toEqual(["1", "2"]);
  });

  it("answers another workspace's meters and readings with 404 and shows them nowhere", async () => {
    const { property, unit } = await newUnit();
    const meter = await newMeter(unit.id, { installationValue: "1" });
    const reading = meter.readings[0]!;
    const stranger = team.stranger.api;
    const answers = [
      await stranger.get(`/api/v1/units/${unit.id}/meters`),
      await stranger.get(`/api/v1/properties/${property.id}/meters`),
      await stranger.post(`/api/v1/units/${unit.id}/meters`, meterBody()),
      await stranger.post(`/api/v1/properties/${property.id}/meters`, meterBody()),
      await stranger.patch(`/api/v1/meters/${meter.id}`, { ...meterBody(), version: 1 }),
      await stranger.post(`/api/v1/meters/${meter.id}/readings`, { readingDate: "2025-01-01", value: "2" }),
      await stranger.post(`/api/v1/meters/${meter.id}/replace`, { date: "2025-01-01", removalValue: "2", serialNumber: "X", installationValue: "0", version: 1 }),
      await stranger.patch(`/api/v1/meter-readings/${reading.id}`, { readingDate: "2024-01-15", value: "0", version: 1 }),
      await stranger.delete(`/api/v1/meter-readings/${reading.id}`),
      await stranger.delete(`/api/v1/meters/${meter.id}`),
    ];
    expect(answers.map((a) => a.status)).toEqual(Array(answers.length).fill(404));
    for (const a of answers) expect(a.body.message).toMatch(/wurde nicht gefunden/);
    // The stranger's own unit lists only its own meters.
    const own = await createProperty(stranger);
    const ownUnit = await createUnit(stranger, own.id);
    expect((await stranger.get(`/api/v1/units/${ownUnit.id}/meters`)).body).toEqual([]);
    expect(await meters(unit.id)).toEqual([meter]);
  });
});

describe(`meters: the photo of a reading (${database})`, () => {
  const photoForm = (bytes: Uint8Array, name = "zaehler.jpg") => {
    const form = new FormData();
    form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
    return form;
  };
  const putPhoto = (as: Api, readingId: string, bytes: Uint8Array, name?: string) => as.post<MeterReadingDto & { message?: string }>(`/api/v1/meter-readings/${readingId}/photo`, photoForm(bytes, name));
  /** The photo's file as `cookie` sees it in the admin's workspace. */
  const fileBytes = async (receiptId: string, cookie = team.admin.cookie) => {
    const res = await fetch(`${app.url}/api/v1/receipts/${receiptId}/file`, { headers: { Cookie: cookie, "x-workspace-id": team.admin.workspaceId } });
    return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) };
  };
  async function photographedReading() {
    const { unit } = await newUnit();
    const meter = await newMeter(unit.id);
    const reading = await read(meter.id, "2025-12-31", "100");
    return { unit, meter, reading };
  }

  it("keeps a photo with the reading: shown in the list, opened as a file, replaced and removed", async () => {
    const { unit, reading } = await photographedReading();
    const first = jpegBytes();
    const put = await putPhoto(api, reading.id, first, "Zähler Küche.jpg");
    expect(put.status).toBe(200);
    expect(put.body.photo).toEqual({ id: put.body.photo!.id, fileName: "Zähler Küche.jpg", mediaType: "image/jpeg" });
    const listed = (await meters(unit.id))[0]!.readings.find((r) => r.id === reading.id)!;
    expect(listed.photo).toEqual(put.body.photo);
    expect(await fileBytes(put.body.photo!.id)).toEqual({ status: 200, bytes: new Uint8Array(first) });

    // A second photo replaces the first; the first's file is gone.
    const second = expectStatus(await putPhoto(api, reading.id, pngBytes(), "neu.png"), 200, "Foto ersetzen");
    expect(second.photo!.mediaType).toBe("image/png");
    expect((await fileBytes(put.body.photo!.id)).status).toBe(404);
    // Editing the reading keeps its photo.
    const edited = expectStatus(await api.patch<MeterReadingDto>(`/api/v1/meter-readings/${reading.id}`, { readingDate: reading.readingDate, value: reading.value, kind: reading.kind, note: "abgelesen", version: reading.version }), 200, "Ablesung ändern");
    expect(edited.photo).toEqual(second.photo);

    expect((await api.delete(`/api/v1/meter-readings/${reading.id}/photo`)).status).toBe(204);
    expect((await meters(unit.id))[0]!.readings.find((r) => r.id === reading.id)!.photo).toBeNull();
    expect((await fileBytes(second.photo!.id)).status).toBe(404);
    const again = await api.delete<{ message: string }>(`/api/v1/meter-readings/${reading.id}/photo`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(messages.notFound("Das Foto der Ablesung"));
  });

  it("takes only pictures, judged by the content", async () => {
    const { reading } = await photographedReading();
    for (const [bytes, name] of [
      [pdfBytes("Zählerstand"), "zaehler.jpg"],
      [new TextEncoder().encode("kein Bild"), "zaehler.png"],
    ] as const) {
      const res = await putPhoto(api, reading.id, bytes, name);
      expect(res.status).toBe(415);
      expect(res.body.message).toBe(messages.meterPhotoTypeNotAllowed);
    }
    expect((await meters((await photographedReading()).unit.id))[0]!.readings.every((r) => r.photo === null)).toBe(true);
  });

  it("is never a pending receipt: a booking cannot take it, the sweep leaves it, deleting the reading takes it along", async () => {
    const { unit, meter, reading } = await photographedReading();
    const photo = expectStatus(await putPhoto(api, reading.id, jpegBytes()), 200, "Foto").photo!;
    const property = (await api.get<{ propertyId: string }>(`/api/v1/units/${unit.id}`)).body.propertyId;
    const booking = await api.post("/api/v1/bookings", bookingPayload([linePayload(property, -100)], { receiptIds: [photo.id] }));
    expect(booking.status).toBe(404);
    const swept = await sweepReceipts({ db: app.database.db, documents: app.documents, now: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000) });
    expect(swept.pendingRemoved).toBe(0);
    expect((await fileBytes(photo.id)).status).toBe(200);
    expect((await api.delete(`/api/v1/meter-readings/${reading.id}`)).status).toBe(204);
    expect((await fileBytes(photo.id)).status).toBe(404);
    expect((await meters(unit.id)).find((m) => m.id === meter.id)!.readings.map((r) => r.id)).not.toContain(reading.id);
  });

  it("lets a viewer look but not change it, and answers another workspace with 404", async () => {
    const { reading } = await photographedReading();
    const photo = expectStatus(await putPhoto(api, reading.id, jpegBytes()), 200, "Foto").photo!;
    expect((await fileBytes(photo.id, team.viewer.cookie)).status).toBe(200);
    const viewer = await team.as.viewer.post(`/api/v1/meter-readings/${reading.id}/photo`, photoForm(jpegBytes()));
    expect(viewer.status).toBe(403);
    expect((await team.as.viewer.delete(`/api/v1/meter-readings/${reading.id}/photo`)).status).toBe(403);
    expect((await team.as.editor.delete(`/api/v1/meter-readings/${reading.id}/photo`)).status).toBe(204);
    const stranger = await team.stranger.api.post(`/api/v1/meter-readings/${reading.id}/photo`, photoForm(jpegBytes()));
    expect(stranger.status).toBe(404);
    expect((await team.stranger.api.delete(`/api/v1/meter-readings/${reading.id}/photo`)).status).toBe(404);
  });
});

import type { ContractDto, PropertyDto, RoomDto, TenantDto, UnitDto } from "@/shared/portfolio-types";
import { expectStatus, type Api } from "./api";

// Builders for the portfolio API: each creates one record over HTTP and returns the answer.

let seq = 0;
const next = () => ++seq;

export const propertyPayload = (overrides: Record<string, unknown> = {}) => ({
  name: `Testhaus ${next()}`,
  street: "Hauptstraße",
  houseNumber: "1",
  postcode: "04109",
  city: "Leipzig",
  kind: "multi_family",
  ...overrides,
});

export const unitPayload = (overrides: Record<string, unknown> = {}) => ({
  code: `WE ${next()}`,
  type: "apartment",
  usage: "vacant",
  ...overrides,
});

export const contractPayload = (tenantId: string, overrides: Record<string, unknown> = {}) => ({
  tenantId,
  startDate: "2024-01-01",
  coldRentCents: 80_000,
  ...overrides,
});

export async function createProperty(api: Api, overrides: Record<string, unknown> = {}): Promise<PropertyDto> {
  return expectStatus(await api.post("/api/v1/properties", propertyPayload(overrides)), 201, "Immobilie anlegen");
}

export async function createUnit(api: Api, propertyId: string, overrides: Record<string, unknown> = {}): Promise<UnitDto> {
  return expectStatus(await api.post(`/api/v1/properties/${propertyId}/units`, unitPayload(overrides)), 201, "Einheit anlegen");
}

export async function createRoom(api: Api, unitId: string, overrides: Record<string, unknown> = {}): Promise<RoomDto> {
  return expectStatus(await api.post(`/api/v1/units/${unitId}/rooms`, { code: `Zimmer ${next()}`, ...overrides }), 201, "Zimmer anlegen");
}

export async function createTenant(api: Api, overrides: Record<string, unknown> = {}): Promise<TenantDto> {
  const n = next();
  return expectStatus(await api.post("/api/v1/tenants", { firstName: "Erika", lastName: `Muster${n}`, ...overrides }), 201, "Mieter anlegen");
}

export async function createContract(api: Api, unitId: string, overrides: Record<string, unknown> & { tenantId?: string } = {}): Promise<ContractDto> {
  const tenantId = overrides.tenantId ?? (await createTenant(api)).id;
  return expectStatus(await api.post(`/api/v1/units/${unitId}/contracts`, contractPayload(tenantId, overrides)), 201, "Mietvertrag anlegen");
}

/** A WG unit with rooms, in a new property. */
export async function createWg(api: Api, roomCount = 2) {
  const property = await createProperty(api);
  const unit = await createUnit(api, property.id, { usage: "shared_housing", sizeSqm: 100 });
  const rooms: RoomDto[] = [];
  for (let i = 1; i <= roomCount; i++) rooms.push(await createRoom(api, unit.id, { code: `Zimmer ${i}` }));
  return { property, unit, rooms };
}

import { cents } from "@/core/money";
import { bookingCategoryDto, type BookingCategoryDto, type BookingDto, type BookingLineDto, type BookingListDto, type BookingListItem } from "@/shared/booking-types";
import { bookingCategories } from "@/domain/booking-categories";

export const PROPERTY_ID = "3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
export const PROPERTY_2 = "6a7b8c9d-0e1f-4a2b-9c4d-5e6f7a8b9c0d";
export const UNIT_1 = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c51";
export const UNIT_2 = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c52";
export const UNIT_3 = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c53";
export const TENANT_ID = "7d5c1f7e-8f7a-4c53-9c1e-2f4a8b0e1a11";
export const SUBCATEGORY_ID = "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b";
export const BOOKING_ID = "b0b0b0b0-1111-4222-8333-444455556666";

export const line = (over: Partial<BookingLineDto> = {}): BookingLineDto => ({
  id: "l1",
  position: 1,
  propertyId: PROPERTY_ID,
  propertyName: "Lindenstraße 5",
  unitId: null,
  unitCode: null,
  contractId: null,
  loanId: null,
  category: "maintenance",
  subcategoryId: null,
  subcategoryName: null,
  betrkvType: null,
  allocable: false,
  spreadYears: 1,
  amountCents: cents(-12000),
  note: "",
  rentMonth: null,
  ...over,
});

/** A booking as GET /bookings/:id answers it: an expense of 120,00 €. */
export const booking = (over: Partial<BookingDto> = {}): BookingDto => ({
  id: BOOKING_ID,
  version: 2,
  number: "2031-0007",
  paymentDate: "2031-03-04",
  documentDate: "2031-03-01",
  dueDate: null,
  servicePeriodStart: null,
  servicePeriodEnd: null,
  amountCents: cents(-12000),
  vatCents: null,
  tenantId: null,
  counterpartyName: "Malerbetrieb Koch",
  text: "Treppenhaus streichen",
  origin: "manual",
  reversalOfId: null,
  reversedById: null,
  locked: false,
  lines: [line()],
  receipts: [],
  createdAt: "2031-03-04T10:00:00.000Z",
  updatedAt: "2031-03-04T10:00:00.000Z",
  ...over,
});

export const listItem = (over: Partial<BookingListItem> = {}): BookingListItem => {
  const { receipts: _receipts, ...rest } = booking();
  return { ...rest, receiptCount: 0, matchedAmountCents: rest.amountCents, ...over };
};

export const bookingList = (items: BookingListItem[], over: Partial<BookingListDto> = {}): BookingListDto => ({
  items,
  total: items.length,
  totalCapped: false,
  page: 1,
  pageSize: 50,
  sums: { inCents: cents(0), outCents: cents(0), balanceCents: cents(0) },
  ...over,
});

/** GET /booking-categories: the fixed catalogue, with one subcategory under Erhaltungsaufwand. */
export const categories = (): BookingCategoryDto[] =>
  bookingCategories.map((key) => bookingCategoryDto(key, key === "maintenance" ? [{ id: SUBCATEGORY_ID, version: 1, category: key, name: "Dach" }] : []));

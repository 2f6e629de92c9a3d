// API answers of the booking endpoints (issue 14). Money is signed integer cents
// (> 0 in, < 0 out), dates 'yyyy-MM-dd'. docs/decisions/0010-ledger.md.
import type { Cents } from "@/core/money";
import { bookingCategoryInfo, taxClassInfo, type BetrkvType, type BookingCategory } from "@/domain/booking-categories";
import type { BookingOrigin } from "./enums";

export type BookingLineDto = {
  id: string;
  position: number;
  propertyId: string;
  propertyName: string;
  unitId: string | null;
  unitCode: string | null;
  contractId: string | null;
  loanId: string | null;
  category: BookingCategory;
  subcategoryId: string | null;
  subcategoryName: string | null;
  betrkvType: BetrkvType | null;
  allocable: boolean;
  spreadYears: number;
  amountCents: Cents;
  note: string;
  /** "yyyy-MM": the month a rent payment is designated for, or null. */
  rentMonth: string | null;
};

export type ReceiptDto = {
  id: string;
  fileName: string;
  mediaType: string;
  sizeBytes: number;
  createdAt: string;
};

export type BookingDto = {
  id: string;
  version: number;
  number: string;
  paymentDate: string;
  documentDate: string;
  dueDate: string | null;
  servicePeriodStart: string | null;
  servicePeriodEnd: string | null;
  amountCents: Cents;
  vatCents: Cents | null;
  tenantId: string | null;
  counterpartyName: string;
  text: string;
  origin: BookingOrigin;
  /** The booking this one reverses (Storno), and the one that reversed this. */
  reversalOfId: string | null;
  reversedById: string | null;
  /** True when the payment date lies in a closed (festgeschriebenes) year. */
  locked: boolean;
  lines: BookingLineDto[];
  receipts: ReceiptDto[];
  createdAt: string;
  updatedAt: string;
};

/** A row of the list: the booking and what of it matches the filter. */
export type BookingListItem = Omit<BookingDto, "receipts"> & {
  receiptCount: number;
  /** Sum of the lines that match the filter (the whole amount without line filters). */
  matchedAmountCents: Cents;
};

/**
 * The list counts the bookings of a line filter (property, unit, contract, loan, category)
 * only up to this many: beyond, `totalCapped` is true and the list says "mehr als 10.000"
 * (decision 0014). Without line filters the total is always exact.
 */
export const BOOKING_COUNT_CAP = 10_000;

/**
 * A text search (`q`) counts and adds up its bookings only up to this many (decision 0016):
 * beyond, `totalCapped` is true, the list says "mehr als 5.000" and `sums` is null, with the
 * hint to narrow the search by year or property. Without `q` the sums are always exact.
 */
export const SEARCH_SUM_CAP = 5_000;

/** GET /bookings */
export type BookingListDto = {
  items: BookingListItem[];
  /** The matching bookings; with `totalCapped` there are more than this (BOOKING_COUNT_CAP, SEARCH_SUM_CAP). */
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
  /** Over all filtered lines, not only this page: money in, money out (negative), and their sum; null for a text search beyond SEARCH_SUM_CAP. */
  sums: { inCents: Cents; outCents: Cents; balanceCents: Cents } | null;
};

export type BookingSubcategoryDto = { id: string; version: number; category: BookingCategory; name: string };

/** GET /booking-categories: the fixed catalogue with the workspace's subcategories. */
export type BookingCategoryDto = {
  key: BookingCategory;
  label: string;
  direction: "in" | "out";
  taxClass: string;
  taxClassLabel: string;
  betrkv: "choose" | BetrkvType | null;
  allocableByDefault: boolean;
  spreadable: boolean;
  skr03: string;
  skr04: string;
  subcategories: BookingSubcategoryDto[];
};

export type ClosedYearDto = { year: number; closedAt: string };

/** GET /bookings/:id/audit: one write to the booking, newest first. */
export type AuditEntryDto = {
  id: string;
  at: string;
  action: "create" | "update" | "delete" | "reverse";
  /** Who wrote it; null when the account has been deleted since. */
  user: { name: string; email: string } | null;
  /** The booking (BookingDto) before and after the write; null before a create, after a delete. */
  before: BookingDto | null;
  after: BookingDto | null;
};

/** The wire form of one catalogue category with the workspace's subcategories under it. */
export function bookingCategoryDto(key: BookingCategory, subcategories: BookingSubcategoryDto[]): BookingCategoryDto {
  const info = bookingCategoryInfo[key];
  return {
    key,
    label: info.label,
    direction: info.direction,
    taxClass: info.taxClass,
    taxClassLabel: taxClassInfo[info.taxClass].label,
    betrkv: info.betrkv,
    allocableByDefault: info.allocableByDefault,
    spreadable: info.spreadable,
    skr03: info.skr03,
    skr04: info.skr04,
    subcategories,
  };
}

// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import type { LoanDto } from "@/shared/loan-types";
import { messages } from "@/shared/messages";
import { mockApi, newQueryClient, withQueryClient } from "@/web/lib/test-utils";
import { BookInstalmentsButton } from "./BookInstalmentsButton";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const loan = { id: "2b8e4c1a-7d3f-4e9b-a6c5-0d1e2f3a4b5c", lender: "Sparkasse Köln" } as LoanDto;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("BookInstalmentsButton", () => {
  it("books the instalments and toasts \"x Buchungen erstellt, y übersprungen\"", async () => {
    const api = mockApi({ [`POST /loans/${loan.id}/bookings`]: { body: { created: 5, skipped: 2, removed: 0 } } });
    render(withQueryClient(<BookInstalmentsButton loan={loan} />, newQueryClient()));
    await userEvent.click(screen.getByRole("button", { name: "Raten der Finanzierung Sparkasse Köln buchen" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("5 Buchungen erstellt, 2 übersprungen"));
    expect(api.calls).toEqual([{ method: "POST", path: `/loans/${loan.id}/bookings`, body: {} }]);
  });

  it("names instalments booked anew after a change of the loan", async () => {
    mockApi({ [`POST /loans/${loan.id}/bookings`]: { body: { created: 1, skipped: 4, removed: 3 } } });
    render(withQueryClient(<BookInstalmentsButton loan={loan} />, newQueryClient()));
    await userEvent.click(screen.getByRole("button", { name: /buchen/ }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.loanBookingsResult(1, 4, 3)));
    expect(messages.loanBookingsResult(1, 4, 3)).toBe("1 Buchung erstellt, 4 übersprungen, 3 künftige nach der Änderung neu berechnet");
  });

  it("toasts the server's message when it refuses", async () => {
    mockApi({ [`POST /loans/${loan.id}/bookings`]: { status: 403, body: { message: "Deine Rolle erlaubt diese Änderung nicht.", details: null, hint: null, code: "forbidden" } } });
    render(withQueryClient(<BookInstalmentsButton loan={loan} />, newQueryClient()));
    await userEvent.click(screen.getByRole("button", { name: /buchen/ }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Deine Rolle erlaubt diese Änderung nicht."));
  });
});

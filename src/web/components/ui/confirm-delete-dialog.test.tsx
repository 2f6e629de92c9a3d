// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installDomStubs } from "@/web/lib/test-utils";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";

installDomStubs();
afterEach(() => cleanup());

describe("ConfirmDeleteDialog", () => {
  it("asks for the word 'löschen' and focuses its field", async () => {
    const onConfirm = vi.fn(() => true);
    const onOpenChange = vi.fn();
    render(<ConfirmDeleteDialog open onOpenChange={onOpenChange} title="Mieter löschen?" description="„Mia Berg“ wird endgültig gelöscht." onConfirm={onConfirm} />);
    const field = screen.getByLabelText(/Zur Bestätigung/);
    expect(document.activeElement).toBe(field);
    await userEvent.type(field, "löschen");
    await userEvent.click(screen.getByRole("button", { name: "Endgültig löschen" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("when the delete would be refused, says why first and asks for nothing (issue 11 item 10)", async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDeleteDialog
        open
        onOpenChange={onOpenChange}
        title="Mieter kann nicht gelöscht werden"
        description="„Mia Berg“ wird endgültig gelöscht."
        blockedBy="Dieser Mieter hat noch 2 Mietverträge. Bitte lösche zuerst die Verträge."
        onConfirm={onConfirm}
      />,
    );
    const dialog = screen.getByRole("alertdialog", { name: "Mieter kann nicht gelöscht werden" });
    expect(dialog.textContent).toContain("Dieser Mieter hat noch 2 Mietverträge. Bitte lösche zuerst die Verträge.");
    expect(screen.queryByLabelText(/Zur Bestätigung/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Endgültig löschen" })).toBeNull();
    const close = screen.getByRole("button", { name: "Schließen" });
    expect(document.activeElement).toBe(close);
    await userEvent.click(close);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

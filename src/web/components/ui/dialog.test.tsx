// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createPortal } from "react-dom";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Dialog, DialogContent, LAYER_CLOSE } from "./dialog";

afterEach(cleanup);

/**
 * A layer opened on top of the dialog that Radix has not registered yet (it does so in an
 * effect): rendered outside the dialog's content, with its own close button.
 */
function Outer({ onInnerClose }: { onInnerClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent title="Außen">
        <input aria-label="Feld außen" />
        {createPortal(
          <div role="dialog" aria-label="Innen">
            <input aria-label="Feld innen" />
            <button type="button" {...{ [LAYER_CLOSE]: "" }} onClick={onInnerClose}>
              Schließen innen
            </button>
          </div>,
          document.body,
        )}
      </DialogContent>
    </Dialog>
  );
}

describe("DialogContent: Escape belongs to the innermost layer (issue 11 item 4)", () => {
  it("an Escape from a layer on top that Radix does not know yet closes that layer, not this dialog", () => {
    const onInnerClose = vi.fn();
    render(<Outer onInnerClose={onInnerClose} />);
    fireEvent.keyDown(screen.getByLabelText("Feld innen"), { key: "Escape" });
    expect(onInnerClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("dialog", { name: "Außen" })).toBeTruthy();
  });

  it("an Escape inside the dialog closes it", () => {
    const onInnerClose = vi.fn();
    render(<Outer onInnerClose={onInnerClose} />);
    fireEvent.keyDown(screen.getByLabelText("Feld außen"), { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "Außen" })).toBeNull();
    expect(onInnerClose).not.toHaveBeenCalled();
  });
});

import { useRef, type ReactNode } from "react";
import { Dialog as RadixDialog } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "@/web/lib/cn";
import { Button } from "./button";

export const Dialog = RadixDialog.Root;
export const DialogClose = RadixDialog.Close;

const widths = { sm: "max-w-md", md: "max-w-lg", lg: "max-w-2xl" } as const;

/** What a form dialog's first field can be. */
const FIELD = "input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled), [role=combobox]:not([aria-disabled=true])";

/** What else can lie on top of a dialog: another dialog, a confirmation, a popover (the date picker). */
const LAYER = "[role=dialog], [role=alertdialog], [data-radix-popper-content-wrapper]";
/** Marks the element that closes a layer without an answer (a dialog's X, a confirmation's "Abbrechen"). */
export const LAYER_CLOSE = "data-layer-close";

/**
 * Modal dialog: Radix traps focus, closes on Escape and returns focus to the
 * element that had it when the dialog opened. When it opens, the focus goes to its first
 * field (issue 11 item 4), not to the close button; a dialog without fields keeps Radix's
 * choice. The panel never exceeds 90 % of the viewport height; its body scrolls while header
 * and footer stay visible.
 */
export function DialogContent({
  title,
  description,
  children,
  size = "md",
  className,
  onOpenAutoFocus,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: keyof typeof widths;
  className?: string;
  onOpenAutoFocus?: (event: Event) => void;
}) {
  const contentRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const onOpen = (event: Event) => {
    // Still the opener's focus: Radix moves it only after this handler.
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (onOpenAutoFocus) return onOpenAutoFocus(event);
    const field = contentRef.current?.querySelector<HTMLElement>(FIELD);
    if (!field) return;
    event.preventDefault();
    field.focus();
  };
  // Radix returns the focus to a Dialog.Trigger only; our dialogs open from state, so without
  // this the focus fell to the page body. Back to whatever opened the dialog, if still there.
  const onClose = (event: Event) => {
    const opener = openerRef.current;
    if (!opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
  // Escape belongs to the innermost open layer. Radix lets only the highest registered layer
  // handle it, and registers a layer only in an effect after it opened: in that window this
  // dialog still counts as highest, its handler runs for an Escape pressed in the new dialog
  // (or date picker) on top, and Radix would close this one (issue 11 item 4). So an Escape
  // from inside another layer closes that layer, through its own close button (the new layer
  // does not handle it itself yet); and if an outer dialog claimed the Escape this dialog has
  // the focus for, close this one ourselves.
  const closeRef = useRef<HTMLButtonElement>(null);
  const onEscape = (event: KeyboardEvent) => {
    const content = contentRef.current;
    const layer = event.target instanceof Element ? event.target.closest(LAYER) : null;
    if (content && layer && !content.contains(layer)) {
      event.preventDefault();
      layer.querySelector<HTMLElement>(`[${LAYER_CLOSE}]`)?.click();
      return;
    }
    if (event.defaultPrevented) closeRef.current?.click();
  };
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-[1px]" />
      <RadixDialog.Content
        ref={contentRef}
        className={cn(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-border bg-card text-card-foreground shadow-2xl focus:outline-none",
          widths[size],
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        onOpenAutoFocus={onOpen}
        onCloseAutoFocus={onClose}
        onEscapeKeyDown={onEscape}
      >
        <div className="flex items-start justify-between gap-3 border-b border-border px-5 py-4">
          <div className="min-w-0">
            <RadixDialog.Title className="text-lg leading-snug font-semibold">{title}</RadixDialog.Title>
            {description ? <RadixDialog.Description className="mt-1 text-sm text-muted-foreground">{description}</RadixDialog.Description> : null}
          </div>
          <RadixDialog.Close
            ref={closeRef}
            {...{ [LAYER_CLOSE]: "" }}
            className="-mt-1 -mr-2 inline-flex h-9 w-9 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
            aria-label="Schließen"
          >
            <X className="h-5 w-5" aria-hidden />
          </RadixDialog.Close>
        </div>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** The scrolling middle part of a dialog. */
export function DialogBody({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("min-h-0 flex-1 overflow-y-auto px-5 py-4", className)}>{children}</div>;
}

/**
 * Buttons at the bottom; on narrow screens they stack, primary action first. `row` keeps
 * them in one row at every width (a footer with short labels that fit a phone). The layout
 * is chosen here, not by a className: cn does not merge conflicting utilities.
 */
export function DialogFooter({ children, className, row = false }: { children: ReactNode; className?: string; row?: boolean }) {
  const layout = row ? "flex-row items-center justify-end" : "flex-col-reverse sm:flex-row sm:items-center sm:justify-end";
  return <div className={cn("flex gap-2 border-t border-border px-5 py-3", layout, className)}>{children}</div>;
}

/** The footer every form dialog shares: 'Abbrechen' and the submit button with its busy label. */
export function FormDialogFooter({ submitting, submitLabel, onCancel }: { submitting: boolean; submitLabel: string; onCancel?: () => void }) {
  const cancel = (
    <Button variant="outline" onClick={onCancel}>
      Abbrechen
    </Button>
  );
  return (
    <DialogFooter>
      {onCancel ? cancel : <DialogClose asChild>{cancel}</DialogClose>}
      <Button type="submit" disabled={submitting}>
        {submitting ? "Wird gespeichert …" : submitLabel}
      </Button>
    </DialogFooter>
  );
}

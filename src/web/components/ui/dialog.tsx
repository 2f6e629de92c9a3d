import type { ReactNode } from "react";
import { Dialog as RadixDialog } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "@/web/lib/cn";
import { Button } from "./button";

export const Dialog = RadixDialog.Root;
export const DialogClose = RadixDialog.Close;

const widths = { sm: "max-w-md", md: "max-w-lg", lg: "max-w-2xl" } as const;

/**
 * Modal dialog: Radix traps focus, closes on Escape and returns focus to the
 * trigger. The panel never exceeds 90 % of the viewport height; its body
 * scrolls while header and footer stay visible.
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
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-[1px]" />
      <RadixDialog.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-border bg-card text-card-foreground shadow-2xl focus:outline-none",
          widths[size],
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        onOpenAutoFocus={onOpenAutoFocus}
      >
        <div className="flex items-start justify-between gap-3 border-b border-border px-5 py-4">
          <div className="min-w-0">
            <RadixDialog.Title className="text-lg leading-snug font-semibold">{title}</RadixDialog.Title>
            {description ? <RadixDialog.Description className="mt-1 text-sm text-muted-foreground">{description}</RadixDialog.Description> : null}
          </div>
          <RadixDialog.Close
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

/** Buttons at the bottom; on narrow screens they stack, primary action first. */
export function DialogFooter({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn("flex flex-col-reverse gap-2 border-t border-border px-5 py-3 sm:flex-row sm:items-center sm:justify-end", className)}>
      {children}
    </div>
  );
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

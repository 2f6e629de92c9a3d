import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { AlertDialog } from "radix-ui";
import { toast } from "sonner";
import { TriangleAlert } from "lucide-react";
import { DELETE_CONFIRMATION_WORD, messages } from "@/shared/messages";
import { Button } from "./button";
import { LAYER_CLOSE } from "./dialog";
import { Input } from "./input";

/**
 * Every permanent delete asks for the word 'löschen' (SPEC §2, §5). `onConfirm`
 * returns false (or throws) to keep the dialog open, e.g. when the server
 * refuses; it reports its own outcome with a toast. When the page already knows the delete
 * would be refused (`blockedBy`, e.g. a tenant who still has contracts), the dialog says why
 * and asks for nothing (issue 11 item 10).
 */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  confirmLabel = "Endgültig löschen",
  blockedBy = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  onConfirm: () => Promise<boolean | void> | boolean | void;
  confirmLabel?: string;
  /** Why this cannot be deleted now; instead of the word and the delete button, only "Schließen". */
  blockedBy?: ReactNode;
}) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/60" />
        <AlertDialog.Content
          ref={contentRef}
          // Focus the word input rather than the Cancel button: typing is the next step.
          onOpenAutoFocus={(event) => {
            const input = contentRef.current?.querySelector("input");
            if (!input) return; // blocked: Radix focuses "Schließen"
            event.preventDefault();
            input.focus();
          }}
          className="fixed top-1/2 left-1/2 z-[60] flex max-h-[90vh] w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-xl border border-border bg-card p-5 text-card-foreground shadow-2xl focus:outline-none">
          {/* Content unmounts on close, so the typed word never survives a reopen. */}
          {blockedBy ? (
            <Blocked title={title} reason={blockedBy} />
          ) : (
            <ConfirmForm title={title} description={description} onConfirm={onConfirm} onDone={() => onOpenChange(false)} confirmLabel={confirmLabel} />
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function ConfirmForm({
  title,
  description,
  onConfirm,
  onDone,
  confirmLabel,
}: {
  title: ReactNode;
  description: ReactNode;
  onConfirm: () => Promise<boolean | void> | boolean | void;
  onDone: () => void;
  confirmLabel: string;
}) {
  const id = useId();
  const [word, setWord] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A portal does not stop React's synthetic events from reaching an outer form.
    event.stopPropagation();
    if (word.trim() !== DELETE_CONFIRMATION_WORD) {
      setError(messages.confirmDelete);
      toast.error(messages.confirmDelete);
      return;
    }
    setBusy(true);
    try {
      const result = await onConfirm();
      if (result !== false) onDone();
    } catch {
      // The caller has already told the user what went wrong.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Heading title={title} text={description} tone="destructive" />
      <div className="mt-4 space-y-1.5">
        <label htmlFor={`${id}-word`} className="block text-sm font-medium">
          Zur Bestätigung <span className="font-mono font-semibold">{DELETE_CONFIRMATION_WORD}</span> eingeben
        </label>
        <Input
          id={`${id}-word`}
          value={word}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setWord(e.target.value);
            if (error) setError(null);
          }}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <AlertDialog.Cancel asChild>
          <Button variant="outline" {...{ [LAYER_CLOSE]: "" }}>
            Abbrechen
          </Button>
        </AlertDialog.Cancel>
        <Button type="submit" variant="destructive" disabled={busy}>
          {busy ? "Wird gelöscht …" : confirmLabel}
        </Button>
      </div>
    </form>
  );
}

function Blocked({ title, reason }: { title: ReactNode; reason: ReactNode }) {
  return (
    <>
      <Heading title={title} text={reason} tone="muted" />
      <div className="mt-5 flex justify-end">
        <AlertDialog.Cancel asChild>
          <Button variant="outline" {...{ [LAYER_CLOSE]: "" }}>
            Schließen
          </Button>
        </AlertDialog.Cancel>
      </div>
    </>
  );
}

/** The warning icon, the title and the text: red when deleting, grey when it cannot be done. */
function Heading({ title, text, tone }: { title: ReactNode; text: ReactNode; tone: "destructive" | "muted" }) {
  return (
    <div className="flex gap-3">
      <span
        className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${tone === "destructive" ? "bg-destructive/10 text-destructive" : "bg-muted text-muted-foreground"}`}
      >
        <TriangleAlert className="h-5 w-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
        <AlertDialog.Description className="mt-1 text-sm text-muted-foreground">{text}</AlertDialog.Description>
      </div>
    </div>
  );
}

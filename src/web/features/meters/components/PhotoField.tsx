import { useId, useState } from "react";
import { Camera, ExternalLink, Undo2, X } from "lucide-react";
import { formatNumber } from "@/core/format";
import type { MeterReadingPhotoDto } from "@/shared/meter-types";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { FilePickerButton } from "@/web/components/ui/file-picker-button";
import { RECEIPT_MAX_BYTES, receiptFileUrl } from "@/web/features/receipts";

/** What the save does with the photo: nothing, a new one (replacing any), or remove the stored one. */
export type PhotoChoice = { kind: "keep" } | { kind: "new"; file: File } | { kind: "remove" };

/** What the picker offers; the server decides by the content (415 for anything but a picture). */
const PHOTO_ACCEPT = "image/jpeg,image/png,image/heic,image/heif,.jpg,.jpeg,.png,.heic,.heif";

/** „Foto“ of a reading: the stored one (open, remove) or a picture chosen to upload with the save. */
export function PhotoField({ current, choice, onChange }: { current: MeterReadingPhotoDto | null; choice: PhotoChoice; onChange: (choice: PhotoChoice) => void }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const pick = (file: File) => {
    if (file.size > RECEIPT_MAX_BYTES) {
      setError(messages.meterPhotoTooLarge);
      return;
    }
    setError(null);
    onChange({ kind: "new", file });
  };

  return (
    <div className="space-y-1.5" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="text-sm font-medium">
        Foto
      </p>
      {choice.kind === "new" ? (
        <p className="flex items-center gap-2 text-sm">
          <Camera className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="min-w-0 flex-1 break-all">{choice.file.name}</span>
          <Button variant="ghost" size="icon" className="h-9 w-9" onClick={() => onChange({ kind: "keep" })} aria-label="Gewähltes Foto verwerfen" title="Verwerfen">
            <X className="h-4 w-4" aria-hidden />
          </Button>
        </p>
      ) : current && choice.kind === "keep" ? (
        <p className="flex items-center gap-2 text-sm">
          <a href={receiptFileUrl(current.id)} target="_blank" rel="noopener noreferrer" className="inline-flex min-w-0 flex-1 items-center gap-1 break-all text-primary underline underline-offset-4">
            <Camera className="h-4 w-4 shrink-0" aria-hidden /> {current.fileName} <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
          </a>
          <Button variant="ghost" size="icon" className="h-9 w-9 text-destructive hover:bg-destructive/10" onClick={() => onChange({ kind: "remove" })} aria-label="Foto entfernen" title="Entfernen">
            <X className="h-4 w-4" aria-hidden />
          </Button>
        </p>
      ) : current && choice.kind === "remove" ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <span className="flex-1">Das Foto wird beim Speichern entfernt.</span>
          <Button variant="ghost" size="sm" onClick={() => onChange({ kind: "keep" })}>
            <Undo2 className="h-4 w-4" aria-hidden /> Behalten
          </Button>
        </p>
      ) : null}
      <FilePickerButton accept={PHOTO_ACCEPT} inputLabel="Foto auswählen" onPick={pick} size="sm" aria-describedby={`${id}-hint`}>
        <Camera className="h-4 w-4" aria-hidden /> {current || choice.kind === "new" ? "Anderes Foto wählen" : "Foto hinzufügen"}
      </FilePickerButton>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Optional: ein Bild des Zählerstands (JPEG, PNG oder HEIC, höchstens {formatNumber(RECEIPT_MAX_BYTES / (1024 * 1024))} MB), als Nachweis für die Abrechnung.
        </p>
      )}
    </div>
  );
}

import { useId, useRef } from "react";
import { ExternalLink, FileUp, Paperclip, TriangleAlert, X } from "lucide-react";
import { formatNumber } from "@/core/format";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { RECEIPT_ACCEPT, RECEIPT_MAX_BYTES, receiptFileUrl } from "@/web/features/receipts";
import type { ReceiptItem, useReceiptUploads } from "@/web/features/bookings/use-receipt-uploads";

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${formatNumber(Math.max(1, bytes / 1024))} KB` : `${formatNumber(bytes / (1024 * 1024), 1)} MB`);

/** "Belege": pick files (uploaded at once), open them in a new tab, remove them. */
export function ReceiptsField({ uploads, readOnly }: { uploads: ReturnType<typeof useReceiptUploads>; readOnly: boolean }) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <div className="space-y-2">
      {uploads.items.length > 0 ? (
        <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Belege">
          {uploads.items.map((item) => (
            <ReceiptRow key={item.key} item={item} readOnly={readOnly} onRemove={() => void uploads.remove(item)} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Noch keine Belege.</p>
      )}
      {readOnly ? null : (
        <>
          <input
            ref={picker}
            id={`${id}-file`}
            type="file"
            multiple
            // What the picker offers; the server decides (415 for anything else).
            accept={RECEIPT_ACCEPT}
            className="sr-only"
            aria-label="Beleg hochladen"
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = "";
              void uploads.add(files);
            }}
          />
          <Button variant="outline" size="sm" onClick={() => picker.current?.click()} aria-describedby={`${id}-hint`}>
            <FileUp className="h-4 w-4" aria-hidden /> Beleg hinzufügen
          </Button>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            PDF, JPEG, PNG oder HEIC, höchstens {formatNumber(RECEIPT_MAX_BYTES / (1024 * 1024))} MB. Der Beleg wird sofort hochgeladen und mit der Buchung gespeichert.
          </p>
        </>
      )}
    </div>
  );
}

function ReceiptRow({ item, readOnly, onRemove }: { item: ReceiptItem; readOnly: boolean; onRemove: () => void }) {
  return (
    <li className="flex items-center gap-2 px-3 py-2 text-sm">
      {item.state === "failed" ? <TriangleAlert className="h-4 w-4 shrink-0 text-destructive" aria-hidden /> : <Paperclip className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />}
      <div className="min-w-0 flex-1">
        {item.state === "ready" ? (
          <a href={receiptFileUrl(item.receipt.id)} target="_blank" rel="noopener noreferrer" className="inline-flex max-w-full items-center gap-1 text-primary underline-offset-4 hover:underline">
            <span className="truncate">{item.fileName}</span>
            <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
            <span className="sr-only">(öffnet in neuem Tab)</span>
          </a>
        ) : (
          <span className="block truncate">{item.fileName}</span>
        )}
        {item.state === "ready" ? <span className="block text-xs text-muted-foreground">{size(item.receipt.sizeBytes)}{item.attached ? "" : " · wird mit der Buchung gespeichert"}</span> : null}
        {item.state === "uploading" ? (
          <span className="text-xs">
            <Spinner label="Wird hochgeladen …" />
          </span>
        ) : null}
        {item.state === "failed" ? (
          <span role="alert" className="block text-xs text-destructive">
            {item.error}
          </span>
        ) : null}
      </div>
      {readOnly || item.state === "uploading" ? null : (
        <Button variant="ghost" size="icon" className="h-8 w-8" onClick={onRemove} aria-label={`Beleg ${item.fileName} entfernen`} title="Entfernen">
          <X className="h-4 w-4" aria-hidden />
        </Button>
      )}
    </li>
  );
}

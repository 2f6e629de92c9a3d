import { useState } from "react";
import { toast } from "sonner";
import { FileArchive, FileDown, FileSpreadsheet } from "lucide-react";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/errors";
import { downloadStatementLetter, downloadStatementLetters, downloadStatementWorkbook } from "@/web/features/operating-costs/api/download-statement";

function useDownload() {
  const [busy, setBusy] = useState(false);
  const run = async (download: () => Promise<void>) => {
    setBusy(true);
    try {
      await download();
    } catch (err) {
      toast.error(errorMessage(err, messages.downloadStatementFailed));
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** „PDF“: the tenant's letter. */
export function LetterButton({ statementId, contractId, tenantName }: { statementId: string; contractId: string; tenantName: string }) {
  const { busy, run } = useDownload();
  return (
    <Button size="sm" variant="outline" disabled={busy} onClick={() => void run(() => downloadStatementLetter(statementId, contractId, tenantName))} aria-label={`PDF für ${tenantName}`}>
      <FileDown className="h-4 w-4" aria-hidden /> {busy ? "Wird erstellt …" : "PDF"}
    </Button>
  );
}

/** „Berechnung als Excel“: the whole computation. */
export function WorkbookButton({ statementId }: { statementId: string }) {
  const { busy, run } = useDownload();
  return (
    <Button variant="outline" disabled={busy} onClick={() => void run(() => downloadStatementWorkbook(statementId))}>
      <FileSpreadsheet className="h-4 w-4" aria-hidden /> {busy ? "Wird erstellt …" : "Berechnung als Excel"}
    </Button>
  );
}

/** „Alle Briefe als ZIP“: every tenant's letter at once. */
export function LettersZipButton({ statementId }: { statementId: string }) {
  const { busy, run } = useDownload();
  return (
    <Button variant="outline" disabled={busy} onClick={() => void run(() => downloadStatementLetters(statementId))}>
      <FileArchive className="h-4 w-4" aria-hidden /> {busy ? "Wird erstellt …" : "Alle Briefe als ZIP"}
    </Button>
  );
}

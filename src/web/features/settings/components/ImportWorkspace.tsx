import { FileUp } from "lucide-react";
import { useState } from "react";
import { WORKSPACE_IMPORT_MAX_BYTES } from "@/shared/limits";
import { messages } from "@/shared/messages";
import { FilePickerButton } from "@/web/components/ui/file-picker-button";
import { importWorkspace } from "@/web/features/settings/api/import-workspace";
import { carryToast } from "@/web/lib/carried-toast";
import { errorMessage } from "@/web/lib/errors";
import { selectWorkspace } from "@/web/lib/workspace";

const MAX_MEGABYTES = WORKSPACE_IMPORT_MAX_BYTES / (1024 * 1024);

/**
 * „Export einspielen“: a ZIP of „Daten exportieren“ (from here or another Hausbuch installation)
 * becomes a new portfolio; the page then opens it. Nothing changes in the current one.
 */
export function ImportWorkspace() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    if (file.size > WORKSPACE_IMPORT_MAX_BYTES) {
      setError(messages.dataImportTooLarge(MAX_MEGABYTES));
      return;
    }
    setBusy(file.name);
    try {
      const imported = await importWorkspace(file);
      selectWorkspace(imported.workspace.id);
      carryToast("workspace-import", `Das Portfolio „${imported.workspace.name}“ ist eingespielt.`);
      // A full load: every cache starts fresh in the new portfolio.
      window.location.assign("/dashboard/properties");
    } catch (err) {
      setError(errorMessage(err, "Der Export konnte nicht eingespielt werden."));
      setBusy(null);
    }
  };

  return (
    <div>
      <h3 className="font-medium">Export einspielen</h3>
      <p id="import-hint" className="mt-1 text-sm text-muted-foreground">
        Legt aus einem Hausbuch-Export (ZIP, bis {MAX_MEGABYTES} MB) ein neues Portfolio mit allen Daten und Belegen an, in dem Du Administrator bist. Deine übrigen Portfolios bleiben, wie sie sind.
      </p>
      <FilePickerButton accept=".zip,application/zip" inputLabel="Export auswählen" onPick={(file) => void upload(file)} className="mt-3" disabled={busy !== null} aria-describedby="import-hint">
        <FileUp className="h-4 w-4" aria-hidden /> {busy ? `„${busy}“ wird eingespielt …` : "Export einspielen (ZIP)"}
      </FilePickerButton>
      {error ? (
        <p role="alert" className="mt-3 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { Download } from "lucide-react";
import type { Me } from "@/shared/api-types";
import { buttonClass } from "@/web/components/ui/button";
import { exportUrl } from "@/web/features/settings/api/delete-account";
import { DeleteAccountDialog } from "./DeleteAccountDialog";
import { ImportWorkspace } from "./ImportWorkspace";
import { SettingsSection } from "./SettingsSection";

/** DSGVO Art. 20 and 17: take the data along (and bring it in), delete the account. */
export function DataSection({ me }: { me: Me }) {
  const isAdmin = me.workspace.role === "admin";
  return (
    <SettingsSection id="daten" title="Deine Daten" description="Du kannst Deine Daten jederzeit mitnehmen und Dein Konto löschen.">
      <div className="space-y-6">
        <div>
          <h3 className="font-medium">Daten exportieren</h3>
          {isAdmin ? (
            <>
              <p className="mt-1 text-sm text-muted-foreground">
                Ein ZIP mit allen Daten des Portfolios „{me.workspace.name}“: eine vollständige JSON-Datei, je Tabelle eine CSV-Datei für Excel und alle Belege.
              </p>
              <a href={exportUrl()} className={buttonClass("outline", "md", "mt-3")} download>
                <Download className="h-4 w-4" aria-hidden /> Daten exportieren (ZIP)
              </a>
            </>
          ) : (
            <p className="mt-1 text-sm text-muted-foreground">Den Export eines Portfolios lädt ein Administrator herunter; in diesem Portfolio bist Du kein Administrator.</p>
          )}
        </div>
        <ImportWorkspace />
        <div>
          <h3 className="font-medium">Konto löschen</h3>
          <p className="mt-1 text-sm text-muted-foreground">
            Löscht Dein Konto und jedes Portfolio, in dem nur Du bist, mit allem, was darin steht. In gemeinsamen Portfolios endet nur Deine Mitgliedschaft.
          </p>
          <DeleteAccountDialog canExport={isAdmin} />
        </div>
      </div>
    </SettingsSection>
  );
}

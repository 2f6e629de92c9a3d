import { useState } from "react";
import { Download, Settings } from "lucide-react";
import { toast } from "sonner";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { errorMessage } from "@/web/lib/errors";
import { useMe } from "@/web/lib/use-me";
import { useDatevSettings } from "@/web/features/reports/api/datev-settings";
import { downloadDatev } from "@/web/features/reports/api/download-datev";
import { DatevSettingsDialog } from "./DatevSettingsDialog";

/**
 * "An den Steuerberater": the year's DATEV Buchungsstapel for the chosen scope, and the
 * DATEV settings it needs (the admin keeps them; everyone sees them).
 */
export function AdvisorExports({ year, propertyId }: { year: number; propertyId: string | null }) {
  const me = useMe();
  const settings = useDatevSettings();
  const [editing, setEditing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const isAdmin = me.data?.workspace.role === "admin";
  const current = settings.data?.settings ?? null;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadDatev(year, propertyId);
    } catch (err) {
      toast.error(errorMessage(err, messages.exportDatevFailed));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card className="space-y-3 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">An den Steuerberater</h2>
      <p className="text-sm text-muted-foreground">
        {current
          ? `DATEV: Berater ${current.consultantNumber}, Mandant ${current.clientNumber}, ${current.chart === "SKR03" ? "SKR 03" : "SKR 04"}, Sachkonten ${current.accountLength}-stellig.`
          : "Für den DATEV-Export braucht es Beraternummer, Mandantennummer, Kontenrahmen und Sachkontenlänge Deines Steuerberaters."}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={downloading || !current} onClick={() => void download()}>
          <Download className="h-4 w-4" aria-hidden /> DATEV-Buchungsstapel {year}
        </Button>
        {isAdmin ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Settings className="h-4 w-4" aria-hidden /> DATEV-Einstellungen
          </Button>
        ) : null}
      </div>
      {isAdmin ? <DatevSettingsDialog open={editing} onOpenChange={setEditing} settings={current} /> : null}
    </Card>
  );
}

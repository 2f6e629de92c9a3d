import { useState } from "react";
import { formatMonthRange } from "@/core/dates";
import { Download, Package, Settings } from "lucide-react";
import { toast } from "sonner";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { errorMessage } from "@/web/lib/errors";
import { useMe } from "@/web/lib/use-me";
import { useDatevSettings } from "@/web/features/reports/api/datev-settings";
import { downloadReport, PROPERTY_FILES, type ReportFile, type ReportPeriodRange } from "@/web/features/reports/api/download-report";
import type { ReportScope } from "@/web/features/reports/api/query-keys";
import { DatevSettingsDialog } from "./DatevSettingsDialog";

/** The P&L files name the months shown ("EÜR 2025", "EÜR Januar–März 2025"); the others are the tax year's. */
const labels: Record<ReportFile, (p: ReportPeriodRange) => string> = {
  "tax-package": (p) => `Steuerpaket ${p.year} (ZIP)`,
  "profit-loss-pdf": (p) => `EÜR ${formatMonthRange(p.from, p.to)} als PDF`,
  "profit-loss-xlsx": (p) => `EÜR ${formatMonthRange(p.from, p.to)} als Excel`,
  "profit-loss-csv": (p) => `EÜR ${formatMonthRange(p.from, p.to)} als CSV`,
  "anlage-v-pdf": (p) => `Anlage V ${p.year} als PDF`,
  receipts: (p) => `Belege ${p.year} (ZIP)`,
  datev: (p) => `DATEV-Buchungsstapel ${p.year}`,
};
const order: readonly ReportFile[] = ["profit-loss-pdf", "profit-loss-xlsx", "profit-loss-csv", "anlage-v-pdf", "receipts", "datev"];

/**
 * "An den Steuerberater": the year's files for the chosen scope — the P&L as PDF, Excel and
 * CSV, a property's Anlage V and its Steuerpaket, the receipts, the DATEV Buchungsstapel — and
 * the DATEV settings it needs (the admin keeps them; everyone sees them).
 */
export function AdvisorExports({ period, scope }: { period: ReportPeriodRange; scope: ReportScope }) {
  const { propertyId } = scope;
  const me = useMe();
  const settings = useDatevSettings();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState<ReportFile | null>(null);
  const isAdmin = me.data?.workspace.role === "admin";
  const current = settings.data?.settings ?? null;

  const download = async (file: ReportFile) => {
    setBusy(file);
    try {
      await downloadReport(file, period, scope);
    } catch (err) {
      toast.error(errorMessage(err, messages.exportReportFailed));
    } finally {
      setBusy(null);
    }
  };
  const available = (file: ReportFile) => (propertyId !== null || !PROPERTY_FILES.has(file)) && (file !== "datev" || current !== null);
  const button = (file: ReportFile) => (
    <Button key={file} variant="outline" size="sm" disabled={busy !== null || !available(file)} onClick={() => void download(file)}>
      <Download className="h-4 w-4" aria-hidden /> {labels[file](period)}
    </Button>
  );

  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">An den Steuerberater</h2>
      {propertyId ? (
        <div className="space-y-2">
          <Button size="sm" disabled={busy !== null} onClick={() => void download("tax-package")}>
            <Package className="h-4 w-4" aria-hidden /> {labels["tax-package"](period)}
          </Button>
          <p className="text-sm text-muted-foreground">
            Alles in einer Datei: EÜR und Anlage V als PDF und Excel, der DATEV-Buchungsstapel und die Belege, mit Prüfsummen (manifest.sha256).
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Anlage V und Steuerpaket gibt es je Immobilie: Wähle oben eine Immobilie.</p>
      )}
      <div className="flex flex-wrap gap-2">{order.filter((file) => propertyId !== null || !PROPERTY_FILES.has(file)).map(button)}</div>
      <div className="space-y-2 border-t border-border pt-3">
        <p className="text-sm text-muted-foreground">
          {current
            ? `DATEV: Berater ${current.consultantNumber}, Mandant ${current.clientNumber}, ${current.chart === "SKR03" ? "SKR 03" : "SKR 04"}, Sachkonten ${current.accountLength}-stellig.`
            : "Für den DATEV-Export braucht es Beraternummer, Mandantennummer, Kontenrahmen und Sachkontenlänge Deines Steuerberaters."}
        </p>
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

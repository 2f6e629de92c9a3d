import { useState } from "react";
import { Upload } from "lucide-react";
import { PageHeader } from "@/web/components/PageHeader";
import { Button } from "@/web/components/ui/button";
import { useCanWrite } from "@/web/lib/use-can-write";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { BankAccountsSection } from "./components/BankAccountsSection";
import { BankRulesSection } from "./components/BankRulesSection";
import { BankTransactionsSection } from "./components/BankTransactionsSection";
import { StatementImportDialog } from "./components/StatementImportDialog";

/** /dashboard/bookings/bank: the bank accounts, statement import, the transactions to confirm and the rules. */
export function BankImportPage() {
  useDocumentTitle("Bankumsätze");
  const mayWrite = useCanWrite();
  // The account the import starts with: a row's button chooses it, the page's leaves it open.
  const [importing, setImporting] = useState<{ accountId: string | null } | null>(null);
  return (
    <>
      <PageHeader
        title="Bankumsätze"
        description="Kontoauszüge importieren und Mietzahlungen wie Ausgaben zuordnen. Gebucht wird nur, was Du bestätigst – oder was eine Regel automatisch bucht."
        actions={
          mayWrite ? (
            <Button onClick={() => setImporting({ accountId: null })}>
              <Upload className="h-4 w-4" aria-hidden /> Kontoauszug importieren
            </Button>
          ) : null
        }
      />
      <div className="space-y-10">
        <BankTransactionsSection />
        <BankAccountsSection onImport={(accountId) => setImporting({ accountId })} />
        <BankRulesSection />
      </div>
      {mayWrite ? <StatementImportDialog open={importing !== null} onOpenChange={(open) => !open && setImporting(null)} initialAccountId={importing?.accountId ?? null} /> : null}
    </>
  );
}

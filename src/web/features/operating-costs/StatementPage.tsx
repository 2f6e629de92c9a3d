import { useParams } from "@tanstack/react-router";
import { messages } from "@/shared/messages";
import { DetailLoadError, LoadingCard } from "@/web/components/QueryState";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useStatement } from "./api/get-statement";
import { StatementWizard } from "./components/StatementWizard";
import { periodText } from "./statement-format";

/** /dashboard/operating-cost-statements/:statementId: the wizard of one statement, or its frozen version. */
export function StatementPage() {
  const { statementId = "" } = useParams({ strict: false });
  const statement = useStatement(statementId);
  const s = statement.data;
  useDocumentTitle(s ? `Nebenkostenabrechnung ${periodText(s.periodStart, s.periodEnd)} – ${s.propertyName}` : statement.isError ? "Abrechnung nicht gefunden" : "Nebenkostenabrechnung");

  if (statement.isPending) return <LoadingCard />;
  if (statement.isError) {
    return <DetailLoadError crumb="Nicht gefunden" error={statement.error} fallback={messages.loadStatementFailed} onRetry={() => void statement.refetch()} />;
  }
  // Keyed by id: a correction opens as a new page, with its own save queue.
  return <StatementWizard key={statement.data.id} statement={statement.data} />;
}

import { Link, useNavigate } from "@tanstack/react-router";
import { formatDate } from "@/core/dates";
import type { StatementSummaryDto } from "@/shared/operating-cost-types";
import { DataTable, type Column } from "@/web/components/ui/table";
import { periodText, revisionText } from "@/web/features/operating-costs/statement-format";
import { DeadlineText, StatusBadge } from "./StatementBadges";

/** A statement's scope in the list: the name of its Abrechnungseinheit or Wirtschaftseinheit. */
const scopeText = (s: StatementSummaryDto) =>
  s.scope.kind === "property" ? "ganze Immobilie" : `${s.scope.kind === "units" ? "Abrechnungseinheit" : "Wirtschaftseinheit"} „${s.scope.name ?? ""}“`;

/** The property's statements: period, status, version, deadline and dispatch; a row opens the statement. */
export function StatementList({ statements }: { statements: StatementSummaryDto[] }) {
  const navigate = useNavigate();
  const open = (s: StatementSummaryDto) => void navigate({ to: "/dashboard/operating-cost-statements/$statementId", params: { statementId: s.id } });
  const columns: Column<StatementSummaryDto>[] = [
    {
      key: "period",
      header: "Zeitraum",
      mobile: "primary",
      // On phones the whole card is the button: no link inside it.
      mobileCell: (s) => <span className="font-medium tabular-nums">{periodText(s.periodStart, s.periodEnd)}</span>,
      cell: (s) => (
        <Link
          to="/dashboard/operating-cost-statements/$statementId"
          params={{ statementId: s.id }}
          className="font-medium tabular-nums underline-offset-4 hover:text-primary hover:underline"
          onClick={(e) => e.stopPropagation()}
        >
          {periodText(s.periodStart, s.periodEnd)}
        </Link>
      ),
    },
    { key: "scope", header: "Umfang", cell: (s) => scopeText(s) },
    { key: "status", header: "Status", mobile: "primary", cell: (s) => <StatusBadge status={s.status} /> },
    { key: "revision", header: "Version", cell: (s) => revisionText(s.revision) },
    { key: "deadline", header: "Frist", cell: (s) => <DeadlineText deadline={s.deadline} status={s.status} /> },
    { key: "sent", header: "Versendet am", className: "tabular-nums", cell: (s) => (s.sentOn ? formatDate(s.sentOn) : "–") },
  ];
  return (
    <DataTable
      caption="Nebenkostenabrechnungen"
      columns={columns}
      rows={statements}
      rowKey={(s) => s.id}
      onRowClick={open}
      rowLabel={(s) => `Abrechnung ${periodText(s.periodStart, s.periodEnd)}${s.scope.name ? ` „${s.scope.name}“` : ""} öffnen`}
    />
  );
}

import { formatDate, today } from "@/core/dates";
import { statementStatusLabels, type StatementStatus } from "@/shared/enums";
import { Badge, type BadgeTone } from "@/web/components/ui/badge";
import { deadlineState } from "@/web/features/operating-costs/statement-format";

const statusTones: Record<StatementStatus, BadgeTone> = { draft: "neutral", finalised: "primary", sent: "success" };

export function StatusBadge({ status }: { status: StatementStatus }) {
  return <Badge tone={statusTones[status]}>{statementStatusLabels[status]}</Badge>;
}

/**
 * The § 556 (3) BGB deadline; marked when three months or less are left, red once passed.
 * A statement that went out has met it: no mark.
 */
export function DeadlineText({ deadline, status }: { deadline: string; status: StatementStatus }) {
  const state = status === "sent" ? "open" : deadlineState(deadline, today());
  if (state === "open") return <span className="tabular-nums">{formatDate(deadline)}</span>;
  return (
    <Badge tone={state === "passed" ? "destructive" : "warning"} className="tabular-nums">
      {formatDate(deadline)} · {state === "passed" ? "abgelaufen" : "bald"}
    </Badge>
  );
}

import { formatDate, today } from "@/core/dates";
import { contractPhase } from "@/domain/contracts";
import type { ContractDto } from "@/shared/portfolio-types";
import { Badge } from "@/web/components/ui/badge";

type Shown = Pick<ContractDto, "startDate" | "endDate">;

/**
 * Where a contract stands today (src/domain/contracts.ts, the rule the figures use):
 * "ab TT.MM.JJJJ" before it begins, "Beendet seit TT.MM.JJJJ" after its last day,
 * otherwise "Aktiv" ("Aktiv bis TT.MM.JJJJ" with an end date). The stored status does not
 * decide: a terminated contract is in force until its end date.
 */
export function contractStatusText(contract: Shown, day = today()): { text: string; tone: "success" | "neutral" | "primary" } {
  const phase = contractPhase(contract, day);
  if (phase === "future") return { text: `ab ${formatDate(contract.startDate)}`, tone: "primary" };
  if (phase === "ended") return { text: `Beendet seit ${formatDate(contract.endDate)}`, tone: "neutral" };
  return { text: contract.endDate ? `Aktiv bis ${formatDate(contract.endDate)}` : "Aktiv", tone: "success" };
}

export function ContractStatusBadge({ contract }: { contract: Shown }) {
  const { text, tone } = contractStatusText(contract);
  return <Badge tone={tone}>{text}</Badge>;
}

import type { Cents } from "@/core/money";
import type { StatementPositionDto, StatementResultDto } from "@/shared/operating-cost-types";
import { formatDecimalText } from "./statement-format";
import { allocationKeyLabels, sharePartLabels } from "./statement-labels";

// A tenant's shares as the preview's rows: one per step of a line's split (the Vorwegabzug,
// the consumption and area parts of heating, or the whole line by its key), the line's
// label on its first row.

export type TenantResult = StatementResultDto["tenants"][number];
type LineShareDto = TenantResult["lines"][number];

export type ShareRow = {
  key: string;
  /** The position's label on its first row, else null. */
  label: string | null;
  /** What part of the split the row is ("Verbrauchsanteil"), if not the whole line. */
  part: string | null;
  amountCents: Cents;
  keyLabel: string;
  totalUnits: string;
  units: string;
  days: number;
  cents: Cents;
  estimated: boolean;
};

export function shareRows(shares: readonly LineShareDto[], positions: readonly StatementPositionDto[]): ShareRow[] {
  const labels = new Map(positions.map((p) => [p.id, p.label]));
  return shares.flatMap((share) =>
    share.parts.map((part, i) => ({
      key: `${share.lineId}:${i}`,
      label: i === 0 ? (labels.get(share.lineId) ?? share.lineId) : null,
      part: sharePartLabels[part.kind] || null,
      amountCents: part.amountCents,
      keyLabel: allocationKeyLabels[part.key],
      totalUnits: formatDecimalText(part.totalUnits),
      units: formatDecimalText(part.units),
      days: share.days,
      cents: part.cents,
      estimated: share.estimated,
    })),
  );
}

import { Users } from "lucide-react";
import { cents, type Cents } from "@/core/money";
import { EmptyList } from "@/web/components/ListState";
import { useCorrectedStatement } from "@/web/features/operating-costs/api/get-statement";
import { LandlordSummary } from "@/web/features/operating-costs/components/LandlordSummary";
import type { StepProps } from "@/web/features/operating-costs/components/StatementStep";
import { TenantPreviewCard } from "@/web/features/operating-costs/components/TenantPreviewCard";

/** „Vorschau“: every tenant's statement as the letter shows it, then the landlord's share. */
export function PreviewStep({ statement }: StepProps) {
  // A correction shows each tenant's balance of the version it corrects beside the new one.
  const previous = useCorrectedStatement(statement.correctsId);
  const before = new Map<string, Cents>((previous.data?.result.tenants ?? []).map((t) => [t.contractId, cents(t.balanceCents)]));
  const tenants = statement.result.tenants;
  return (
    <div className="space-y-4">
      {tenants.length === 0 ? <EmptyList Icon={Users} message="Im Zeitraum gab es keine Mietverhältnisse: Alle Kosten trägst Du." /> : null}
      {tenants.map((t) => (
        <TenantPreviewCard key={t.contractId} statement={statement} tenant={t} previousBalance={statement.correctsId ? (before.get(t.contractId) ?? null) : null} />
      ))}
      <LandlordSummary statement={statement} />
    </div>
  );
}

import type { ReactNode } from "react";
import { formatEuro, negateCents, type Cents } from "@/core/money";
import type { StatementDetailDto } from "@/shared/operating-cost-types";
import { Card } from "@/web/components/ui/card";
import { shareRows, type TenantResult } from "@/web/features/operating-costs/preview-rows";
import { balanceOf, periodText } from "@/web/features/operating-costs/statement-format";
import { cn } from "@/web/lib/cn";
import { LetterButton } from "./DownloadButtons";
import { ShareTable } from "./ShareTable";

const euro = (c: Cents) => formatEuro(c, { decimals: 2 });

/** One tenant's statement as the letter will show it: positions, heating and CO2, sum, prepayments, result, new prepayment, § 35a. */
export function TenantPreviewCard({ statement, tenant, previousBalance }: { statement: StatementDetailDto; tenant: TenantResult; previousBalance: Cents | null }) {
  const unit = statement.units.find((u) => u.id === tenant.unitId);
  const room = unit?.rooms.find((r) => r.id === tenant.roomId);
  const name = statement.contracts.find((c) => c.id === tenant.contractId)?.tenantName ?? tenant.tenantName;
  const titleId = `tenant-${tenant.contractId}`;
  const { heating } = tenant;
  const result = balanceOf(tenant.balanceCents);
  const claimable = balanceOf(tenant.claimableCents);
  const hasHeating = heating.lines.length > 0 || heating.cents !== 0;
  return (
    <Card role="article" aria-labelledby={titleId} className="space-y-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold break-words">
            {name}
          </h3>
          <p className="text-sm text-muted-foreground tabular-nums">
            {[unit?.code, room?.code].filter(Boolean).join(" · ")} · {periodText(tenant.start, tenant.end)} · {tenant.days} Tage
          </p>
        </div>
        {statement.status !== "draft" ? <LetterButton statementId={statement.id} contractId={tenant.contractId} tenantName={name} /> : null}
      </div>

      {/* Without heating the sum of the positions is the Summe Nebenkosten below: no second total. */}
      <ShareTable caption={`Betriebskosten von ${name}`} rows={shareRows(tenant.lines, statement.result.positions)} totalLabel={hasHeating ? "Summe Betriebskosten" : null} />

      {hasHeating ? (
        <div className="space-y-2">
          <h4 className="font-semibold">Heizung und Warmwasser</h4>
          {heating.lines.length > 0 ? <ShareTable caption={`Heizkosten von ${name}`} rows={shareRows(heating.lines, statement.result.positions)} totalLabel="Heizkosten nach Verteilung" /> : null}
          <dl className="space-y-1 text-sm">
            <Line label="Heizkosten">{euro(heating.cents)}</Line>
            {heating.co2ShareCents !== 0 ? <Line label="darin CO2-Kosten">{euro(heating.co2ShareCents)}</Line> : null}
            {heating.co2ReliefCents !== 0 ? <Line label="CO2-Entlastung (Anteil des Vermieters)">{euro(negateCents(heating.co2ReliefCents))}</Line> : null}
            {heating.reductionCents !== 0 ? <Line label="Kürzung um 15 % (§ 12 HeizkostenV)">{euro(negateCents(heating.reductionCents))}</Line> : null}
          </dl>
        </div>
      ) : null}

      <dl className="space-y-1 border-t border-border pt-3 text-sm">
        <Line label="Summe Nebenkosten" strong>
          {euro(tenant.costsCents)}
        </Line>
        <Line label="Vorauszahlungen geleistet">{euro(negateCents(tenant.prepaymentsPaidCents))}</Line>
        {tenant.prepaymentsDueCents !== tenant.prepaymentsPaidCents ? <Line label="Vorauszahlungen laut Vertrag (Soll)">{euro(tenant.prepaymentsDueCents)}</Line> : null}
        <Line label="Ergebnis" strong className={cn("text-base", tenant.balanceCents > 0 ? "text-warning" : tenant.balanceCents < 0 ? "text-success" : undefined)}>
          {result.label} {euro(result.cents)}
        </Line>
        {tenant.claimableCents !== tenant.balanceCents ? (
          <Line label="Davon forderbar (Frist abgelaufen)">
            {claimable.label} {euro(claimable.cents)}
          </Line>
        ) : null}
        {previousBalance !== null ? (
          <Line label="In der vorigen Version">
            {balanceOf(previousBalance).label} {euro(balanceOf(previousBalance).cents)}
          </Line>
        ) : null}
        <Line label="Neue Vorauszahlung (§ 560 Abs. 4 BGB)">{tenant.newMonthlyPrepaymentCents === null ? "– (Vertrag beendet)" : `${euro(tenant.newMonthlyPrepaymentCents)} pro Monat`}</Line>
      </dl>

      {tenant.labour.household !== 0 || tenant.labour.craftsman !== 0 ? (
        <div className="space-y-1 text-sm">
          <h4 className="font-semibold">Für die Steuererklärung (§ 35a EStG)</h4>
          <dl className="space-y-1">
            <Line label="Haushaltsnahe Dienstleistungen (Lohnanteil)">{euro(tenant.labour.household)}</Line>
            <Line label="Handwerkerleistungen (Lohnanteil)">{euro(tenant.labour.craftsman)}</Line>
          </dl>
        </div>
      ) : null}
    </Card>
  );
}

function Line({ label, children, strong = false, className }: { label: string; children: ReactNode; strong?: boolean; className?: string }) {
  return (
    <div className={cn("flex flex-wrap justify-between gap-x-4", strong && "font-semibold", className)}>
      <dt>{label}</dt>
      <dd className="ml-auto text-right tabular-nums">{children}</dd>
    </div>
  );
}

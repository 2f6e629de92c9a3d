import { Banknote, Building2, DoorOpen, Home, Percent, Wallet } from "lucide-react";
import type { PortfolioFigures } from "@/shared/portfolio-types";
import { formatPercent } from "@/core/format";
import { formatEuro, mulFactor } from "@/core/money";
import { KeyFigure, KeyFigureGrid } from "./KeyFigure";
import { YieldBadge } from "@/web/components/YieldBadge";

/** Key figures of the portfolio (or, with `single`, of one property). */
export function FiguresGrid({ figures, single = false }: { figures: PortfolioFigures; single?: boolean }) {
  const vacancy = figures.unitCount > 0 ? `${figures.vacantUnitCount} von ${figures.unitCount} Einheiten leer` : "noch keine Einheiten";
  return (
    <KeyFigureGrid label={single ? "Kennzahlen der Immobilie" : "Kennzahlen des Portfolios"} columns={single ? 5 : 6}>
      {single ? null : <KeyFigure label="Immobilien" value={figures.propertyCount} Icon={Building2} />}
      <KeyFigure label="Einheiten" value={figures.unitCount} Icon={Home} />
      <KeyFigure label="Leerstand" value={formatPercent(figures.vacancyPercent)} sub={vacancy} Icon={DoorOpen} />
      <KeyFigure label="Kaltmiete / Monat" value={formatEuro(figures.monthlyColdRentCents, { decimals: "exact" })} sub={`${formatEuro(mulFactor(figures.monthlyColdRentCents, 12), { decimals: "exact" })} im Jahr`} Icon={Wallet} />
      <KeyFigure label={single ? "Kaufpreis" : "Kaufpreise gesamt"} value={formatEuro(figures.totalPurchasePriceCents, { decimals: "exact" })} Icon={Banknote} />
      <KeyFigure
        label={"Ø Brutto\u00admietrendite"}
        value={formatPercent(figures.averageGrossYieldPercent, 2)}
        sub={
          figures.averageGrossYieldPercent === null ? (
            "Kaufpreis und Miete nötig"
          ) : (
            <span className="inline-flex flex-wrap items-center gap-1">
              <YieldBadge percent={figures.averageGrossYieldPercent} band={figures.averageGrossYieldBand} showPercent={false} /> mietgewichtet
            </span>
          )
        }
        Icon={Percent}
      />
    </KeyFigureGrid>
  );
}

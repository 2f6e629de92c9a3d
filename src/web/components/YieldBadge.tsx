import { Minus, TrendingDown, TrendingUp } from "lucide-react";
import { yieldBand } from "@/domain/yield";
import type { YieldBand } from "@/shared/portfolio-types";
import { formatPercent } from "@/core/format";
import { Badge, type BadgeTone } from "@/web/components/ui/badge";

const bands: Record<YieldBand, { tone: BadgeTone; label: string; Icon: typeof TrendingUp }> = {
  green: { tone: "success", label: "gut", Icon: TrendingUp },
  amber: { tone: "warning", label: "mittel", Icon: Minus },
  red: { tone: "destructive", label: "niedrig", Icon: TrendingDown },
};

export const YIELD_BAND_EXPLANATION = "Bruttomietrendite: ab 6,5 % gut, 5 bis unter 6,5 % mittel, unter 5 % niedrig";

/** Gross yield with its colour band; the band is also written out, never colour alone. */
export function YieldBadge({
  percent,
  band,
  showPercent = true,
}: {
  percent: number | null | undefined;
  band?: YieldBand | null | undefined;
  /** false where the figure is already shown next to the badge */
  showPercent?: boolean;
}) {
  const b = band ?? yieldBand(percent);
  if (percent === null || percent === undefined || !b) {
    return (
      <span className="text-muted-foreground" title="Keine Rendite berechenbar (Kaufpreis oder Miete fehlt)">
        –
      </span>
    );
  }
  const { tone, label, Icon } = bands[b];
  return (
    <Badge tone={tone} title={YIELD_BAND_EXPLANATION} className="tabular-nums">
      <Icon className="h-3.5 w-3.5" aria-hidden />
      {showPercent ? `${formatPercent(percent, 2)} · ${label}` : label}
    </Badge>
  );
}

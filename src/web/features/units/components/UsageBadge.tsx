import type { UnitDto } from "@/shared/portfolio-types";
import { unitUsageLabels } from "@/shared/enums";
import { Badge, type BadgeTone } from "@/web/components/ui/badge";

const tones: Record<UnitDto["usage"], BadgeTone> = { vacant: "warning", rented: "success", owner_occupied: "neutral", shared_housing: "primary" };
const short: Record<UnitDto["usage"], string> = { vacant: unitUsageLabels.vacant, rented: unitUsageLabels.rented, owner_occupied: unitUsageLabels.owner_occupied, shared_housing: "WG" };

export function UsageBadge({ usage }: { usage: UnitDto["usage"] }) {
  return (
    <Badge tone={tones[usage]} title={unitUsageLabels[usage]}>
      {short[usage]}
    </Badge>
  );
}

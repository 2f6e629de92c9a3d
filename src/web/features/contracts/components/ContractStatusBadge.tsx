import type { ContractDto } from "@/shared/portfolio-types";
import { contractStatusLabels } from "@/shared/enums";
import { Badge } from "@/web/components/ui/badge";

export function ContractStatusBadge({ status }: { status: ContractDto["status"] }) {
  return <Badge tone={status === "active" ? "success" : "neutral"}>{contractStatusLabels[status]}</Badge>;
}

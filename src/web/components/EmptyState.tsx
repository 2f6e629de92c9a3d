import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Card } from "@/web/components/ui/card";

export function EmptyState({ Icon, title, children, action }: { Icon: LucideIcon; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <Icon className="h-10 w-10 text-muted-foreground" aria-hidden />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-muted-foreground">{children}</p>
      {action}
    </Card>
  );
}

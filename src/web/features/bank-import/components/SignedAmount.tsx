import type { Cents } from "@/core/money";
import { cn } from "@/web/lib/cn";
import { formatSignedEuro } from "@/web/features/bookings";

/** Money in green, money out red, with a typographic minus: the bank's way of showing a transaction. */
export function SignedAmount({ cents, className }: { cents: Cents; className?: string }) {
  return <span className={cn("font-medium whitespace-nowrap tabular-nums", cents > 0 ? "text-success" : "text-destructive", className)}>{formatSignedEuro(cents)}</span>;
}

import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import { Card } from "@/web/components/ui/card";
import { EmptyState } from "./EmptyState";
import { ErrorCard, LoadingCard } from "./QueryState";

export type ListEmpty = {
  Icon: LucideIcon;
  message: ReactNode;
  /** With a title the empty list is a full empty state (heading, text, action); without, one quiet line. */
  title?: string;
  action?: ReactNode;
};

/**
 * The states every list goes through: loading, failed (the server's German message or
 * `errorFallback`, with a retry), empty, and loaded, where `children` renders the data.
 */
export function ListState<T>({
  query,
  errorFallback,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  errorFallback: string;
  isEmpty?: (data: T) => boolean;
  empty?: ListEmpty;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingCard />;
  if (query.isError) return <ErrorCard error={query.error} fallback={errorFallback} onRetry={() => void query.refetch()} />;
  if (empty && isEmpty?.(query.data)) return <EmptyList {...empty} />;
  return <>{children(query.data)}</>;
}

export function EmptyList({ Icon, message, title, action }: ListEmpty) {
  if (title) {
    return (
      <EmptyState Icon={Icon} title={title} action={action}>
        {message}
      </EmptyState>
    );
  }
  return (
    <Card className="flex flex-col items-center gap-2 p-8 text-center text-muted-foreground">
      <Icon className="h-8 w-8" aria-hidden />
      <p>{message}</p>
      {action}
    </Card>
  );
}

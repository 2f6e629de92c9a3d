import { useState } from "react";
import { toast } from "sonner";
import { BedDouble, KeyRound, Plus } from "lucide-react";
import type { RoomDto } from "@/shared/portfolio-types";
import { formatArea } from "@/core/format";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { ConfirmDeleteDialog } from "@/web/components/ui/confirm-delete-dialog";
import { RowActions } from "@/web/components/RowActions";
import { ErrorCard, LoadingCard } from "@/web/components/QueryState";
import { errorMessage } from "@/web/lib/errors";
import { useDeleteRoom } from "@/web/features/rooms/api/delete-room";
import { useRoomList } from "@/web/features/rooms/api/list-rooms";
import { RoomFormDialog } from "./RoomFormDialog";
import { messages } from "@/shared/messages";

/** The rooms of a WG unit with 'vermietet'/'frei' (an active contract exists) and a quick 'Vermieten'. */
export function RoomList({ unitId, canWrite, onRent }: { unitId: string; canWrite: boolean; onRent: (room: RoomDto) => void }) {
  const rooms = useRoomList(unitId);
  const remove = useDeleteRoom();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<RoomDto | null>(null);
  const [deleting, setDeleting] = useState<RoomDto | null>(null);

  const add = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const list = rooms.data ?? [];
  const rented = list.filter((r) => r.isRented).length;

  return (
    <section aria-labelledby="rooms-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div>
          <h2 id="rooms-title" className="text-lg font-semibold">
            Zimmer
          </h2>
          {list.length > 0 ? (
            <p className="text-sm text-muted-foreground">
              {rented} von {list.length} vermietet
            </p>
          ) : null}
        </div>
        {canWrite ? (
          <Button variant="outline" onClick={add} className="shrink-0 whitespace-nowrap">
            <Plus className="h-4 w-4" aria-hidden /> Zimmer hinzufügen
          </Button>
        ) : null}
      </div>
      {rooms.isPending ? (
        <LoadingCard />
      ) : rooms.isError ? (
        <ErrorCard error={rooms.error} fallback="Fehler beim Laden der Zimmer" onRetry={() => void rooms.refetch()} />
      ) : list.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-6 text-center text-muted-foreground">
          <BedDouble className="h-8 w-8" aria-hidden />
          <p>Noch keine Zimmer. In einer WG wird jedes Zimmer einzeln vermietet.</p>
        </Card>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {list.map((room) => (
            <li key={room.id}>
              <Card className="flex h-full flex-col gap-3 p-4">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="font-semibold break-all">{room.code}</h3>
                      <Badge tone={room.isRented ? "success" : "warning"}>{room.isRented ? "vermietet" : "frei"}</Badge>
                    </div>
                    <p className="text-sm text-muted-foreground">{room.sizeSqm !== null ? formatArea(room.sizeSqm) : "Fläche nicht angegeben"}</p>
                  </div>
                  {canWrite ? (
                    <RowActions
                      name={`Zimmer ${room.code}`}
                      onEdit={() => {
                        setEditing(room);
                        setFormOpen(true);
                      }}
                      onDelete={() => setDeleting(room)}
                    />
                  ) : null}
                </div>
                {canWrite && !room.isRented ? (
                  <Button size="sm" variant="secondary" className="self-start" onClick={() => onRent(room)} aria-label={`Zimmer ${room.code} vermieten`}>
                    <KeyRound className="h-4 w-4" aria-hidden /> Vermieten
                  </Button>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <RoomFormDialog open={formOpen} onOpenChange={setFormOpen} unitId={unitId} room={editing} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Zimmer löschen?"
        description={messages.confirmDeleteRoom(deleting?.code ?? "")}
        onConfirm={async () => {
          if (!deleting) return false;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success(messages.roomDeleted);
            return true;
          } catch (err) {
            toast.error(errorMessage(err, messages.deleteRoomFailed));
            return false;
          }
        }}
      />
    </section>
  );
}

import { useState } from "react";
import { toast } from "sonner";
import { BedDouble, KeyRound, Plus } from "lucide-react";
import type { RoomDto } from "@/shared/portfolio-types";
import { formatArea } from "@/core/format";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { ConfirmDeleteDialog } from "@/web/components/ui/confirm-delete-dialog";
import { RowActions } from "@/web/components/RowActions";
import { ListState } from "@/web/components/ListState";
import { DataTable, type Column } from "@/web/components/ui/table";
import { errorMessage } from "@/web/lib/errors";
import { useDeleteRoom } from "@/web/features/rooms/api/delete-room";
import { useRoomList } from "@/web/features/rooms/api/list-rooms";
import { RoomFormDialog } from "./RoomFormDialog";
import { messages } from "@/shared/messages";
import { roomLabel } from "@/shared/labels";

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
  const columns: Column<RoomDto>[] = [
    { key: "code", header: "Zimmer", mobile: "primary", cell: (room) => <h3 className="font-semibold break-all">{room.code}</h3> },
    {
      key: "status",
      header: "Status",
      mobile: "primary",
      cell: (room) => <Badge tone={room.isRented ? "success" : "warning"}>{room.isRented ? "vermietet" : "frei"}</Badge>,
    },
    {
      key: "size",
      header: "Fläche",
      mobile: "primary",
      cell: (room) => <span className="text-sm text-muted-foreground">{room.sizeSqm !== null ? formatArea(room.sizeSqm) : "Fläche nicht angegeben"}</span>,
    },
  ];

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
      <ListState
        query={rooms}
        errorFallback={messages.loadRoomsFailed}
        isEmpty={(data) => data.length === 0}
        empty={{ Icon: BedDouble, message: "Noch keine Zimmer. In einer WG wird jedes Zimmer einzeln vermietet." }}
      >
        {(data) => (
          <DataTable
            caption="Zimmer der Einheit"
            columns={columns}
            rows={data}
            rowKey={(room) => room.id}
            actions={
              canWrite
                ? (room) => (
                    <div className="flex items-center justify-end gap-1">
                      {!room.isRented ? (
                        <Button size="sm" variant="secondary" onClick={() => onRent(room)} aria-label={`${roomLabel(room.code)} vermieten`}>
                          <KeyRound className="h-4 w-4" aria-hidden /> Vermieten
                        </Button>
                      ) : null}
                      <RowActions
                        name={roomLabel(room.code)}
                        onEdit={() => {
                          setEditing(room);
                          setFormOpen(true);
                        }}
                        onDelete={() => setDeleting(room)}
                      />
                    </div>
                  )
                : undefined
            }
          />
        )}
      </ListState>
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

import { useForm } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { roomInput, type RoomInput } from "@/shared/schemas/portfolio";
import type { RoomDto } from "@/shared/portfolio-types";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { apiSchemaResolver } from "@/web/lib/form-resolver";
import { decimalInput, optionalDecimal } from "@/web/lib/form-values";
import { useVersionedSave } from "@/web/lib/use-versioned-save";
import { useCreateRoom } from "@/web/features/rooms/api/create-room";
import { roomListQuery } from "@/web/features/rooms/api/list-rooms";
import { useUpdateRoom } from "@/web/features/rooms/api/update-room";
import { messages } from "@/shared/messages";

type RoomFormValues = { code: string; sizeSqm: string };

const roomResolver = apiSchemaResolver<RoomFormValues, RoomInput>(roomInput, (v, addIssue) => ({
  code: v.code,
  sizeSqm: optionalDecimal(v.sizeSqm, (m) => addIssue("sizeSqm", m)),
}));

const defaults = (room: RoomDto | null): RoomFormValues => ({ code: room?.code ?? "", sizeSqm: decimalInput(room?.sizeSqm) });

export function RoomFormDialog({ open, onOpenChange, unitId, room }: { open: boolean; onOpenChange: (open: boolean) => void; unitId: string; room?: RoomDto | null }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" title={room ? <>Zimmer bearbeiten – <span className="whitespace-nowrap">{room.code}</span></> : "Zimmer hinzufügen"}>
        <RoomForm unitId={unitId} room={room ?? null} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function RoomForm({ unitId, room, onDone }: { unitId: string; room: RoomDto | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const create = useCreateRoom();
  const update = useUpdateRoom();
  const { register, handleSubmit, formState, reset, setError } = useForm<RoomFormValues, unknown, RoomInput>({ defaultValues: defaults(room), resolver: roomResolver });
  const errors = formState.errors;
  const save = useVersionedSave({
    record: room,
    failMessage: messages.saveRoomFailed,
    // Rooms have no detail endpoint: the unit's list holds the current version.
    reload: async (r) => (await queryClient.fetchQuery({ ...roomListQuery(unitId), staleTime: 0 })).find((fresh) => fresh.id === r.id),
    onReloaded: (fresh) => reset(defaults(fresh)),
    onError: (_err, message) => setError("code", { message }),
  });

  const onSubmit = handleSubmit((input) =>
    save(async (current) => {
      if (current) {
        await update.mutateAsync({ id: current.id, version: current.version, input });
        toast.success(messages.roomSaved);
      } else {
        await create.mutateAsync({ unitId, input });
        toast.success(messages.roomCreated(input.code));
      }
      onDone();
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="space-y-4">
        <Field id="room-code" label="Zimmercode *" error={errors.code?.message}>
          <Input id="room-code" placeholder="z. B. Z1" autoComplete="off" aria-invalid={!!errors.code} {...register("code")} />
        </Field>
        <Field id="room-size" label="Fläche (m²)" error={errors.sizeSqm?.message}>
          <Input id="room-size" inputMode="decimal" placeholder="z. B. 14,5" autoComplete="off" aria-invalid={!!errors.sizeSqm} {...register("sizeSqm")} />
        </Field>
      </DialogBody>
      <FormDialogFooter submitting={formState.isSubmitting} submitLabel={room ? "Speichern" : "Zimmer anlegen"} onCancel={onDone} />
    </form>
  );
}

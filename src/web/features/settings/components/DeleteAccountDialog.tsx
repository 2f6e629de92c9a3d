import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { DELETE_CONFIRMATION_WORD } from "@/shared/messages";
import { deleteAccountSchema } from "@/shared/schemas/workspace";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { announceAuthChange } from "@/web/lib/auth-channel";
import { carryToast } from "@/web/lib/carried-toast";
import { errorMessage } from "@/web/lib/errors";
import { serverField } from "@/web/lib/use-entry-form";
import { selectWorkspace } from "@/web/lib/workspace";
import { deleteAccount, exportUrl } from "@/web/features/settings/api/delete-account";

type Values = z.input<typeof deleteAccountSchema>;

/**
 * The last step: the export first, the retention duties of § 147 AO, then the password and the
 * word „löschen“. Nothing is deleted until the server has checked both.
 */
export function DeleteAccountDialog({ canExport }: { canExport: boolean }) {
  const [open, setOpen] = useState(false);
  const form = useForm<Values, unknown, z.output<typeof deleteAccountSchema>>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: "", confirmation: "" as Values["confirmation"] },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (input) => {
    try {
      await deleteAccount(input);
      selectWorkspace(null);
      announceAuthChange("signed-out");
      carryToast("account-deleted", "Dein Konto ist gelöscht.");
      // The sign-in page shows the carried toast (the landing page has no toasts).
      window.location.assign("/login");
    } catch (err) {
      const field = serverField(err, ["password", "confirmation"] as const);
      if (field) form.setError(field.field, { message: field.message });
      else toast.error(errorMessage(err, "Dein Konto konnte nicht gelöscht werden."));
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <Button variant="destructive" className="mt-3" onClick={() => setOpen(true)}>
        Konto löschen …
      </Button>
      <DialogContent title="Konto endgültig löschen" description="Das lässt sich nicht rückgängig machen.">
        <form onSubmit={submit} noValidate>
          <DialogBody className="space-y-4 text-sm">
            <p>
              <strong>Erst exportieren:</strong> Als Vermieter musst Du Bücher und Aufzeichnungen 10 Jahre und Belege 8 Jahre aufbewahren (§ 147 AO). Lade Deine Daten herunter, bevor Du das Konto löschst – danach sind sie auch bei uns weg.
            </p>
            {canExport ? (
              <a href={exportUrl()} download className="inline-block font-medium text-primary underline underline-offset-4">
                Daten dieses Portfolios exportieren (ZIP)
              </a>
            ) : null}
            <Field id="delete-password" label="Dein Passwort" error={errors.password?.message}>
              <Input id="delete-password" type="password" autoComplete="current-password" aria-invalid={!!errors.password} {...form.register("password")} />
            </Field>
            <Field id="delete-word" label={`Zur Bestätigung „${DELETE_CONFIRMATION_WORD}“ eingeben`} error={errors.confirmation?.message}>
              <Input id="delete-word" autoComplete="off" aria-invalid={!!errors.confirmation} {...form.register("confirmation")} />
            </Field>
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Abbrechen
            </Button>
            <Button type="submit" variant="destructive" disabled={form.formState.isSubmitting}>
              Konto endgültig löschen
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

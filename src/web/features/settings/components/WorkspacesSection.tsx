import { Link } from "@tanstack/react-router";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import type { Me } from "@/shared/api-types";
import { roleLabels } from "@/shared/enums";
import { renameWorkspaceSchema } from "@/shared/schemas/workspace";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { errorMessage } from "@/web/lib/errors";
import { selectWorkspace } from "@/web/lib/workspace";
import { leaveWorkspace, useRenameWorkspace } from "@/web/features/settings/api/workspace";
import { SettingsSection } from "./SettingsSection";

/** The current workspace's name (admins rename it) and every workspace of the account, each one can be left. */
export function WorkspacesSection({ me }: { me: Me }) {
  const rename = useRenameWorkspace();
  const form = useForm<z.input<typeof renameWorkspaceSchema>, unknown, z.output<typeof renameWorkspaceSchema>>({
    resolver: zodResolver(renameWorkspaceSchema),
    defaultValues: { name: me.workspace.name },
  });
  const nameError = form.formState.errors.name?.message;
  const isAdmin = me.workspace.role === "admin";
  const saveName = form.handleSubmit(async ({ name }) => {
    try {
      await rename.mutateAsync(name);
      form.reset({ name });
      toast.success("Der Name des Portfolios ist gespeichert.");
    } catch (err) {
      toast.error(errorMessage(err, "Der Name konnte nicht gespeichert werden."));
    }
  });
  const leave = async (id: string) => {
    try {
      await leaveWorkspace(id);
      if (id === me.workspace.id) selectWorkspace(null);
      // A full load: every cache starts fresh in the workspace that remains.
      window.location.assign("/dashboard/settings");
    } catch (err) {
      toast.error(errorMessage(err, "Du konntest das Portfolio nicht verlassen."));
      return false;
    }
  };
  return (
    <SettingsSection id="portfolio" title="Portfolio" description="Ein Portfolio enthält Immobilien, Mieter und Buchungen. Du kannst zu mehreren gehören; gewechselt wird im Benutzermenü.">
      {isAdmin ? (
        <form onSubmit={saveName} noValidate className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="flex-1">
            <Field id="workspace-name" label="Name des aktuellen Portfolios" error={nameError}>
              <Input id="workspace-name" maxLength={100} aria-invalid={!!nameError} {...form.register("name")} />
            </Field>
          </div>
          <Button type="submit" className="sm:mt-7" disabled={form.formState.isSubmitting}>
            Name speichern
          </Button>
        </form>
      ) : null}
      <ul className="divide-y divide-border rounded-md border border-border">
        {me.workspaces.map((w) => (
          <li key={w.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <div className="min-w-0">
              <span className="font-medium">{w.name}</span> <Badge>{roleLabels[w.role]}</Badge>{" "}
              {w.id === me.workspace.id ? <Badge tone="success">Aktuell</Badge> : null}
            </div>
            <ConfirmDialog
              trigger={
                <Button variant="outline" size="sm" aria-label={`Portfolio „${w.name}“ verlassen`}>
                  Verlassen
                </Button>
              }
              title={`Portfolio „${w.name}“ verlassen?`}
              description="Du siehst seine Daten danach nicht mehr, bis Dich jemand erneut einlädt."
              confirmLabel="Portfolio verlassen"
              onConfirm={() => leave(w.id)}
            />
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted-foreground">
        Wer zum Team gehört, siehst Du unter{" "}
        <Link to="/dashboard/team" className="text-primary underline underline-offset-4">
          Team
        </Link>
        . Ein Portfolio braucht immer mindestens einen Administrator.
      </p>
    </SettingsSection>
  );
}

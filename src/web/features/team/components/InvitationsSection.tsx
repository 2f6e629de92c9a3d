import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { formatInstantDate } from "@/core/dates";
import { memberPresets, workspaceRoles } from "@/shared/enums";
import { messages } from "@/shared/messages";
import { ErrorCard, LoadingCard } from "@/web/components/QueryState";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { Select } from "@/web/components/ui/select";
import { errorMessage } from "@/web/lib/errors";
import { useInvitationMutations, useInvitations } from "@/web/features/team/api/invitations";
import { roleChoices, roleText } from "@/web/features/team/role-choice";

const inviteForm = z.object({
  email: z.string().trim().min(1, messages.emailRequired).pipe(z.email(messages.emailInvalid)),
  // The select's values are the role choices (role-choice.ts): every role and every preset.
  choice: z.enum([...workspaceRoles, ...memberPresets]),
});
type InviteValues = z.input<typeof inviteForm>;

/** Admins only: invite by e-mail with a role, and the invitations still open. */
export function InvitationsSection() {
  const invitations = useInvitations(true);
  const { invite, resend, revoke } = useInvitationMutations();
  const form = useForm<InviteValues, unknown, z.output<typeof inviteForm>>({ resolver: zodResolver(inviteForm), defaultValues: { email: "", choice: "viewer" } });
  const emailError = form.formState.errors.email?.message;
  const submit = form.handleSubmit(async ({ email, choice }) => {
    try {
      await invite.mutateAsync({ email, choice });
      form.reset({ email: "", choice });
      toast.success(`Die Einladung an ${email} ist unterwegs.`);
    } catch (err) {
      toast.error(errorMessage(err, "Die Einladung konnte nicht versendet werden."));
    }
  });
  const act = async (run: () => Promise<unknown>, ok: string, fail: string) => {
    try {
      await run();
      toast.success(ok);
    } catch (err) {
      toast.error(errorMessage(err, fail));
      return false;
    }
  };
  return (
    <Card role="region" aria-labelledby="invite-title" className="p-4 sm:p-6">
      <h2 id="invite-title" className="text-lg font-semibold">
        Person einladen
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Die Person bekommt einen Link per E-Mail, der 7 Tage gilt. Mitglied wird die Person erst, wenn sie die Einladung mit dieser Adresse annimmt.
      </p>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-start">
        <Field id="invite-email" label="E-Mail-Adresse" error={emailError}>
          <Input id="invite-email" type="email" autoComplete="off" aria-invalid={!!emailError} {...form.register("email")} />
        </Field>
        <Field id="invite-role" label="Rolle">
          <Select id="invite-role" {...form.register("choice")}>
            {roleChoices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" className="sm:mt-7" disabled={form.formState.isSubmitting}>
          Einladen
        </Button>
      </form>

      <h3 className="mt-6 font-semibold">Offene Einladungen</h3>
      {invitations.isPending ? (
        <LoadingCard label="Einladungen werden geladen" />
      ) : invitations.isError ? (
        <ErrorCard error={invitations.error} fallback="Die Einladungen konnten nicht geladen werden." onRetry={() => void invitations.refetch()} />
      ) : invitations.data.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">Keine offenen Einladungen.</p>
      ) : (
        <ul className="mt-2 divide-y divide-border rounded-md border border-border">
          {invitations.data.map((inv) => (
            <li key={inv.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <div className="truncate font-medium">{inv.email}</div>
                <div className="text-sm text-muted-foreground">
                  {roleText(inv.role, inv.preset)} · gesendet am {formatInstantDate(inv.sentAt)} ·{" "}
                  {inv.expired ? <Badge tone="warning">abgelaufen</Badge> : `gültig bis ${formatInstantDate(inv.expiresAt)}`}
                </div>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={resend.isPending}
                  aria-label={`Einladung an ${inv.email} erneut senden`}
                  onClick={() => void act(() => resend.mutateAsync(inv.id), `Die Einladung an ${inv.email} ist erneut unterwegs.`, "Die Einladung konnte nicht erneut gesendet werden.")}
                >
                  Erneut senden
                </Button>
                <ConfirmDialog
                  trigger={
                    <Button variant="outline" size="sm" aria-label={`Einladung an ${inv.email} zurückziehen`}>
                      Zurückziehen
                    </Button>
                  }
                  title="Einladung zurückziehen?"
                  description={`Der Link an ${inv.email} funktioniert danach nicht mehr.`}
                  confirmLabel="Zurückziehen"
                  onConfirm={() => act(() => revoke.mutateAsync(inv.id), "Die Einladung ist zurückgezogen.", "Die Einladung konnte nicht zurückgezogen werden.")}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

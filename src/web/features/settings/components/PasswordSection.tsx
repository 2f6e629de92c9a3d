import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { changePasswordSchema } from "@/shared/schemas/auth";
import { Button } from "@/web/components/ui/button";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { PasswordHint } from "@/web/features/auth";
import { errorMessage } from "@/web/lib/errors";
import { serverField } from "@/web/lib/use-entry-form";
import { changePassword } from "@/web/features/settings/api/account-auth";
import { settingsKeys } from "@/web/features/settings/api/query-keys";
import { SettingsSection } from "./SettingsSection";

type Values = z.input<typeof changePasswordSchema>;

export function PasswordSection({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, z.output<typeof changePasswordSchema>>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirm: "" },
  });
  const errors = form.formState.errors;
  const typed = useWatch({ control: form.control, name: "newPassword" });
  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword({ currentPassword, newPassword });
      form.reset();
      toast.success("Dein Passwort ist geändert. Alle anderen Geräte sind abgemeldet.");
      await queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() });
    } catch (err) {
      const field = serverField(err, ["newPassword", "currentPassword"] as const);
      if (field) form.setError(field.field, { message: field.message });
      else toast.error(errorMessage(err, "Das Passwort konnte nicht geändert werden."));
    }
  });
  return (
    <SettingsSection id="passwort" title="Passwort" description="Nach der Änderung bleibst nur Du auf diesem Gerät angemeldet; alle anderen Sitzungen enden.">
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-3">
        <Field id="current-password" label="Aktuelles Passwort" error={errors.currentPassword?.message}>
          <Input id="current-password" type="password" autoComplete="current-password" aria-invalid={!!errors.currentPassword} {...form.register("currentPassword")} />
        </Field>
        <Field id="new-password" label="Neues Passwort" error={errors.newPassword?.message} hint={<PasswordHint password={typed} email={email} />}>
          <Input id="new-password" type="password" autoComplete="new-password" aria-invalid={!!errors.newPassword} {...form.register("newPassword")} />
        </Field>
        <Field id="confirm-password" label="Neues Passwort wiederholen" error={errors.confirm?.message}>
          <Input id="confirm-password" type="password" autoComplete="new-password" aria-invalid={!!errors.confirm} {...form.register("confirm")} />
        </Field>
        <div className="sm:col-span-3">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            Passwort ändern
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { changeEmailSchema } from "@/shared/schemas/auth";
import { Button } from "@/web/components/ui/button";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { errorMessage } from "@/web/lib/errors";
import { changeEmail } from "@/web/features/settings/api/account-auth";
import { SettingsSection } from "./SettingsSection";

type Values = z.input<typeof changeEmailSchema>;

/** The new address counts once its owner clicks the link mailed there; the old one is told. */
export function EmailSection({ email, confirmed }: { email: string; confirmed: boolean }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof changeEmailSchema>>({ resolver: zodResolver(changeEmailSchema), defaultValues: { newEmail: "" } });
  const error = form.formState.errors.newEmail?.message;
  const submit = form.handleSubmit(async ({ newEmail }) => {
    if (newEmail.toLowerCase() === email.toLowerCase()) {
      form.setError("newEmail", { message: "Das ist schon Deine E-Mail-Adresse." });
      return;
    }
    try {
      await changeEmail(newEmail);
      setSentTo(newEmail);
      form.reset({ newEmail: "" });
    } catch (err) {
      toast.error(errorMessage(err, "Die E-Mail-Adresse konnte nicht geändert werden."));
    }
  });
  return (
    <SettingsSection id="e-mail" title="E-Mail-Adresse" description={<>Du meldest Dich an mit <strong className="text-foreground">{email}</strong>.</>}>
      {confirmed ? (
        <p role="status" className="mb-4 rounded-md border border-success/40 p-3 text-sm text-success">
          Deine neue E-Mail-Adresse ist bestätigt.
        </p>
      ) : null}
      {sentTo ? (
        <p role="status" className="mb-4 rounded-md border border-border p-3 text-sm">
          Wir haben einen Bestätigungslink an {sentTo} geschickt. Erst wenn Du ihn öffnest, gilt die neue Adresse; bis dahin meldest Du Dich wie bisher an. Deine bisherige Adresse bekommt eine Nachricht über die Änderung.
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <Field id="new-email" label="Neue E-Mail-Adresse" error={error}>
            <Input id="new-email" type="email" autoComplete="email" aria-invalid={!!error} {...form.register("newEmail")} />
          </Field>
        </div>
        <Button type="submit" className="sm:mt-7" disabled={form.formState.isSubmitting}>
          Bestätigungslink senden
        </Button>
      </form>
    </SettingsSection>
  );
}

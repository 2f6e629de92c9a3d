import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useSearch } from "@tanstack/react-router";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { resetPasswordSchema } from "@/shared/schemas/auth";
import { Button } from "@/web/components/ui/button";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { AuthCard } from "./AuthCard";
import { resetPassword } from "./auth-actions";
import { PasswordHint } from "./PasswordHint";

export function ResetPasswordPage() {
  const { token, error } = useSearch({ strict: false, select: (s): { token?: string; error?: string } => s });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof resetPasswordSchema>>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: "", confirm: "" } });
  const typed = useWatch({ control, name: "password" });
  const onSubmit = handleSubmit(async ({ password }) => {
    if (token && (await resetPassword(token, password)).ok) window.setTimeout(() => window.location.assign("/login"), 800);
  });
  const footer = (
    <Link to="/login" className="text-primary underline-offset-4 hover:underline">
      Zurück zur Anmeldung
    </Link>
  );
  if (!token || error) {
    return (
      <AuthCard title="Link ungültig" footer={footer}>
        <p>
          Dieser Link ist ungültig oder abgelaufen.{" "}
          <Link to="/forgot-password" className="text-primary underline">
            Neuen Link anfordern
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Neues Passwort festlegen" footer={footer}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field id="password" label="Neues Passwort" error={errors.password?.message} hint={<PasswordHint password={typed} />}>
          <Input id="password" type="password" autoComplete="new-password" {...register("password")} />
        </Field>
        <Field id="confirm" label="Passwort wiederholen" error={errors.confirm?.message}>
          <Input id="confirm" type="password" autoComplete="new-password" {...register("confirm")} />
        </Field>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          Passwort speichern
        </Button>
      </form>
    </AuthCard>
  );
}

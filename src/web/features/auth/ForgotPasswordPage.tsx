import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { forgotPasswordSchema } from "@/shared/schemas/auth";
import { Button } from "@/web/components/ui/button";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { AuthCard } from "./AuthCard";
import { requestPasswordReset } from "./auth-actions";

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof forgotPasswordSchema>>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const onSubmit = handleSubmit(async ({ email }) => {
    if ((await requestPasswordReset(email)).ok) setSent(true);
  });
  return (
    <AuthCard
      title="Passwort vergessen?"
      subtitle="Wir schicken Dir einen Link, mit dem Du ein neues Passwort festlegst."
      footer={
        <Link to="/login" className="text-primary underline-offset-4 hover:underline">
          Zurück zur Anmeldung
        </Link>
      }
    >
      {sent ? (
        <p role="status">Falls ein Konto zu dieser E-Mail-Adresse existiert, ist der Link unterwegs. Bitte sieh in Dein Postfach.</p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <Field id="email" label="E-Mail" error={errors.email?.message}>
            <Input id="email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...register("email")} />
          </Field>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            Link anfordern
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

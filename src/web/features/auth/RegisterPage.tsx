import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@tanstack/react-router";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { signUpSchema, type SignUpInput } from "@/shared/schemas/auth";
import { Button } from "@/web/components/ui/button";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { AuthCard } from "./AuthCard";
import { signUp } from "./auth-actions";
import { PasswordHint } from "./PasswordHint";

export function RegisterPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: "", password: "", firstName: "", lastName: "" },
  });

  const [password, email] = useWatch({ control, name: ["password", "email"] });

  const onSubmit = handleSubmit(async (input) => {
    const outcome = await signUp(input);
    if (outcome.ok) setSentTo(input.email);
  });

  const footer = (
    <>
      Bereits registriert?{" "}
      <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
        Hier anmelden
      </Link>
    </>
  );

  if (sentTo) {
    return (
      <AuthCard title="Fast geschafft" footer={footer}>
        <div className="flex gap-3">
          <MailCheck className="h-6 w-6 shrink-0 text-primary" aria-hidden />
          {/* min-w-0 and break-all: a long address wraps instead of widening the page (issue 11 item 3). */}
          <p className="min-w-0">
            Wir haben eine E-Mail an <strong className="break-all">{sentTo}</strong> geschickt. Bitte öffne den Link darin, um Deine E-Mail-Adresse zu
            bestätigen. Danach kannst Du Dich anmelden.
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Kostenlos registrieren" subtitle="100 % kostenlos, keine Werbung, keine Kreditkarte." footer={footer}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="firstName" label="Vorname (optional)" error={errors.firstName?.message}>
            <Input id="firstName" autoComplete="given-name" {...register("firstName")} />
          </Field>
          <Field id="lastName" label="Nachname (optional)" error={errors.lastName?.message}>
            <Input id="lastName" autoComplete="family-name" {...register("lastName")} />
          </Field>
        </div>
        <Field id="email" label="E-Mail" error={errors.email?.message}>
          <Input id="email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...register("email")} />
        </Field>
        <Field id="password" label="Passwort" error={errors.password?.message} hint={<PasswordHint password={password} email={email} />}>
          <Input id="password" type="password" autoComplete="new-password" aria-invalid={!!errors.password} {...register("password")} />
        </Field>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? "Wird registriert …" : "Kostenlos registrieren"}
        </Button>
      </form>
    </AuthCard>
  );
}

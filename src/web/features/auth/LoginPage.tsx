import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useSearch } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { signInSchema, type SignInInput } from "@/shared/schemas/auth";
import { Button } from "@/web/components/ui/button";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { onAuthChange } from "@/web/lib/auth-channel";
import { AuthCard } from "./AuthCard";
import { resendVerification, signIn } from "./auth-actions";

function Notice({ tone, children }: { tone: "success" | "error"; children: React.ReactNode }) {
  return (
    <div
      role="status"
      className={`mb-4 rounded-md border p-3 text-sm ${tone === "success" ? "border-success/40 text-success" : "border-destructive/40 text-destructive"}`}
    >
      {children}
    </div>
  );
}

export function LoginPage() {
  const search = useSearch({ strict: false, select: (s): { verified?: string; error?: string } => s });
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });

  // Signed in in another tab: this one follows at once (SPEC §4).
  useEffect(() => onAuthChange((change) => change === "signed-in" && window.location.assign("/dashboard/properties")), []);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    const outcome = await signIn(email, password);
    setUnverifiedEmail(!outcome.ok && outcome.code === "EMAIL_NOT_VERIFIED" ? email : null);
  });

  return (
    <AuthCard
      title="Anmelden"
      subtitle="Willkommen zurück bei Hausbuch."
      footer={
        <>
          Noch kein Konto?{" "}
          <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
            Kostenlos registrieren
          </Link>
        </>
      }
    >
      {search.verified ? <Notice tone="success">Deine E-Mail-Adresse ist bestätigt. Du kannst Dich jetzt anmelden.</Notice> : null}
      {search.error ? <Notice tone="error">Der Bestätigungslink ist ungültig oder abgelaufen. Melde Dich an, um einen neuen anzufordern.</Notice> : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field id="email" label="E-Mail" error={errors.email?.message}>
          <Input id="email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...register("email")} />
        </Field>
        <Field id="password" label="Passwort" error={errors.password?.message}>
          <Input id="password" type="password" autoComplete="current-password" aria-invalid={!!errors.password} {...register("password")} />
        </Field>
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm text-primary underline-offset-4 hover:underline">
            Passwort vergessen?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? "Anmeldung läuft …" : "Anmelden"}
        </Button>
      </form>
      {unverifiedEmail ? (
        <div className="mt-4 rounded-md border border-warning/40 p-3 text-sm">
          <p>Du hast Deine E-Mail-Adresse noch nicht bestätigt.</p>
          <Button variant="link" onClick={() => void resendVerification(unverifiedEmail)}>
            Bestätigungslink erneut senden
          </Button>
        </div>
      ) : null}
    </AuthCard>
  );
}

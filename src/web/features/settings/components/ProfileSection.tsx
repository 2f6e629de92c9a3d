import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import type { Me } from "@/shared/api-types";
import { profileSchema } from "@/shared/schemas/workspace";
import { Button } from "@/web/components/ui/button";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { errorMessage } from "@/web/lib/errors";
import { useUpdateProfile } from "@/web/features/settings/api/update-profile";
import { SettingsSection } from "./SettingsSection";

type Values = z.input<typeof profileSchema>;

export function ProfileSection({ me }: { me: Me }) {
  const update = useUpdateProfile();
  const form = useForm<Values, unknown, z.output<typeof profileSchema>>({
    resolver: zodResolver(profileSchema),
    defaultValues: { firstName: me.profile?.firstName ?? "", lastName: me.profile?.lastName ?? "" },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (input) => {
    try {
      const fresh = await update.mutateAsync({ firstName: input.firstName ?? "", lastName: input.lastName ?? "" });
      form.reset({ firstName: fresh.profile?.firstName ?? "", lastName: fresh.profile?.lastName ?? "" });
      toast.success("Dein Name ist gespeichert.");
    } catch (err) {
      toast.error(errorMessage(err, "Dein Name konnte nicht gespeichert werden."));
    }
  });
  return (
    <SettingsSection id="profil" title="Profil" description="So erscheinst Du im Team und unter Briefen an Deine Mieter.">
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <Field id="profile-first-name" label="Vorname" error={errors.firstName?.message}>
          <Input id="profile-first-name" autoComplete="given-name" aria-invalid={!!errors.firstName} {...form.register("firstName")} />
        </Field>
        <Field id="profile-last-name" label="Nachname" error={errors.lastName?.message}>
          <Input id="profile-last-name" autoComplete="family-name" aria-invalid={!!errors.lastName} {...form.register("lastName")} />
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            Name speichern
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}

import type { FormEvent } from "react";
import { useForm } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { TenantInput } from "@/shared/schemas/portfolio";
import type { TenantDto } from "@/shared/portfolio-types";
import { messages } from "@/shared/messages";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { useVersionedSave } from "@/web/lib/use-versioned-save";
import { useCreateTenant } from "@/web/features/tenants/api/create-tenant";
import { tenantQuery } from "@/web/features/tenants/api/get-tenant";
import { useUpdateTenant } from "@/web/features/tenants/api/update-tenant";
import { tenantFormDefaults, tenantResolver, type TenantFormValues } from "@/web/features/tenants/tenant-form";

/**
 * Create (SPEC §2 "New-tenant dialog", also nested in the contract dialog) or
 * edit a tenant. Validation problems are toasted with the spec's texts and
 * marked at the fields.
 */
export function TenantFormDialog({
  open,
  onOpenChange,
  tenant,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tenant?: TenantDto | null;
  onCreated?: (tenant: TenantDto) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md" title={tenant ? "Mieter bearbeiten" : "Neuer Mieter"}>
        <TenantForm tenant={tenant ?? null} onCreated={onCreated} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function TenantForm({ tenant, onCreated, onDone }: { tenant: TenantDto | null; onCreated?: ((t: TenantDto) => void) | undefined; onDone: () => void }) {
  const queryClient = useQueryClient();
  const create = useCreateTenant();
  const update = useUpdateTenant();
  const { register, handleSubmit, formState, reset } = useForm<TenantFormValues, unknown, TenantInput>({
    defaultValues: tenantFormDefaults(tenant),
    resolver: tenantResolver,
  });
  const errors = formState.errors;
  const save = useVersionedSave({
    record: tenant,
    failMessage: tenant ? messages.saveTenantFailed : messages.createTenantFailed,
    reload: (t) => queryClient.fetchQuery({ ...tenantQuery(t.id), staleTime: 0 }),
    onReloaded: (fresh) => reset(tenantFormDefaults(fresh)),
  });

  const submit = handleSubmit(
    (input) =>
      save(async (current) => {
        if (current) {
          await update.mutateAsync({ id: current.id, version: current.version, input });
          toast.success(messages.tenantSaved);
        } else {
          const created = await create.mutateAsync(input);
          toast.success(messages.tenantCreated);
          onCreated?.(created);
        }
        onDone();
      }),
    (errs) => {
      // SPEC §8: names first, then the e-mail address.
      const first = errs.firstName ?? errs.lastName ?? errs.email ?? errs.phone;
      if (first?.message) toast.error(first.message);
    },
  );

  const onSubmit = (event: FormEvent) => {
    // Nested in the contract dialog: React would bubble this submit to the outer form.
    event.stopPropagation();
    void submit(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="space-y-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field id="tenant-first-name" label="Vorname *" error={errors.firstName?.message}>
            <Input id="tenant-first-name" autoComplete="off" aria-invalid={!!errors.firstName} {...register("firstName")} />
          </Field>
          <Field id="tenant-last-name" label="Nachname *" error={errors.lastName?.message}>
            <Input id="tenant-last-name" autoComplete="off" aria-invalid={!!errors.lastName} {...register("lastName")} />
          </Field>
        </div>
        <Field id="tenant-email" label="E-Mail" error={errors.email?.message}>
          <Input id="tenant-email" type="email" autoComplete="off" aria-invalid={!!errors.email} {...register("email")} />
        </Field>
        <Field id="tenant-phone" label="Telefon" error={errors.phone?.message}>
          <Input id="tenant-phone" type="tel" autoComplete="off" aria-invalid={!!errors.phone} {...register("phone")} />
        </Field>
      </DialogBody>
      <FormDialogFooter submitting={formState.isSubmitting} submitLabel={tenant ? "Speichern" : "Mieter anlegen"} onCancel={onDone} />
    </form>
  );
}

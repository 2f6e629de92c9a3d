import { useEffect, useState } from "react";
import { toast } from "sonner";
import { messages } from "@/shared/messages";
import { Combobox } from "@/web/components/ui/combobox";
import { errorMessage } from "@/web/lib/errors";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { useTenant } from "@/web/features/tenants/api/get-tenant";
import { tenantLabel, useTenantPicker } from "@/web/features/tenants/api/pick-tenants";

type Props = {
  id: string;
  value: string;
  onChange: (tenantId: string) => void;
  onBlur?: () => void;
  /** The trigger's text without a tenant. */
  placeholder?: string;
  /** Offer "no tenant" as an option (the booking dialog); the contract dialog needs one. */
  noneLabel?: string;
  disabled?: boolean;
  invalid?: boolean;
};

/**
 * The tenant select of the contract and booking dialogs: searches on the server
 * (GET /tenants/picker, one page of 20, decision 0034) instead of loading every tenant. The
 * chosen tenant keeps its name when the search shows another page: it is read on its own.
 */
export function TenantCombobox({ id, value, onChange, onBlur, placeholder = "Mieter auswählen …", noneLabel, disabled, invalid }: Props) {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 250);
  const picker = useTenantPicker(q);
  const items = picker.data?.items ?? [];
  // Only once the page is there: the chosen tenant is usually on it.
  const chosen = useTenant(value, picker.data !== undefined && !items.some((t) => t.id === value));

  useEffect(() => {
    if (picker.isError) toast.error(errorMessage(picker.error, messages.loadTenantsFailed));
  }, [picker.isError, picker.error]);

  return (
    <Combobox
      id={id}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      options={items.map((t) => ({ value: t.id, label: tenantLabel(t) }))}
      selectedLabel={chosen.data ? tenantLabel(chosen.data) : chosen.isLoading ? "Mieter wird geladen …" : undefined}
      placeholder={picker.isPending ? "Mieter werden geladen …" : placeholder}
      noneLabel={noneLabel}
      search={search}
      onSearchChange={setSearch}
      searchLabel="Mieter suchen"
      // Typed but not yet asked, or asked and not yet answered.
      loading={picker.isPending || picker.isPlaceholderData || q !== search.trim()}
      hasMore={picker.data?.hasMore ?? false}
      disabled={disabled}
      invalid={invalid}
    />
  );
}

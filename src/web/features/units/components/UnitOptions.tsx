import { useQuery } from "@tanstack/react-query";
import { unitListQuery } from "@/web/features/units/api/list-units";

/** A unit select's options: "all" (value "") first, then the property's units by code; only "all" without a property. */
export function UnitOptions({ propertyId, allLabel }: { propertyId: string | null | undefined; allLabel: string }) {
  const units = useQuery({ ...unitListQuery(propertyId ?? ""), enabled: Boolean(propertyId) });
  return (
    <>
      <option value="">{allLabel}</option>
      {(propertyId ? (units.data ?? []) : []).map((u) => (
        <option key={u.id} value={u.id}>
          {u.code}
        </option>
      ))}
    </>
  );
}

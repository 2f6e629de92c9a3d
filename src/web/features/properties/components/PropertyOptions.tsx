import { usePropertyOptions } from "@/web/features/properties/api/list-property-options";

/** A property select's options: "all" (value "") first, then each property by name. */
export function PropertyOptions({ allLabel }: { allLabel: string }) {
  const properties = usePropertyOptions();
  return (
    <>
      <option value="">{allLabel}</option>
      {(properties.data?.items ?? []).map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </>
  );
}

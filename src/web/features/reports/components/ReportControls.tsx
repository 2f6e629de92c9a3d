import { useId } from "react";
import { GERMAN_MONTHS } from "@/core/dates";
import { Select } from "@/web/components/ui/select";
import { PropertyOptions } from "@/web/features/properties";
import { UnitOptions } from "@/web/features/units";
import { reportPeriodLabels, reportPeriods, selectableYears, type ReportPeriod, type ReportSearch } from "@/web/features/reports/report-period";

type Props = {
  year: number;
  period: ReportPeriod;
  fromMonth: number;
  toMonth: number;
  propertyId: string | null;
  unitId: string | null;
  onChange: (patch: ReportSearch) => void;
};

/**
 * What the Berichte screen shows: the tax year, the months of it (the whole year, a quarter,
 * or months chosen), and the scope — the portfolio, a property, or one of its units. Each
 * choice is a search param of the URL (parseReportSearch), so a report can be linked.
 */
export function ReportControls({ year, period, fromMonth, toMonth, propertyId, unitId, onChange }: Props) {
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
      <Field id={`${id}-year`} label="Steuerjahr" className="sm:w-32">
        <Select id={`${id}-year`} value={String(year)} onChange={(e) => onChange({ year: Number(e.target.value) })}>
          {selectableYears().map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}-period`} label="Zeitraum" className="sm:w-44">
        <Select
          id={`${id}-period`}
          value={period}
          onChange={(e) => {
            const next = e.target.value as ReportPeriod;
            onChange(next === "months" ? { period: next, fromMonth, toMonth } : { period: next === "year" ? undefined : next, fromMonth: undefined, toMonth: undefined });
          }}
        >
          {reportPeriods.map((p) => (
            <option key={p} value={p}>
              {reportPeriodLabels[p]}
            </option>
          ))}
        </Select>
      </Field>
      {period === "months" ? (
        <>
          <MonthSelect id={`${id}-from`} label="Von" value={fromMonth} onChange={(m) => onChange({ fromMonth: m })} />
          <MonthSelect id={`${id}-to`} label="Bis" value={toMonth} onChange={(m) => onChange({ toMonth: m })} />
        </>
      ) : null}
      <Field id={`${id}-scope`} label="Immobilie" className="col-span-2 sm:w-64">
        <Select id={`${id}-scope`} value={propertyId ?? ""} onChange={(e) => onChange({ propertyId: e.target.value || undefined, unitId: undefined })}>
          <PropertyOptions allLabel="Gesamtes Portfolio" />
        </Select>
      </Field>
      {propertyId ? <UnitSelect id={`${id}-unit`} propertyId={propertyId} unitId={unitId} onChange={(u) => onChange({ unitId: u ?? undefined })} /> : null}
    </div>
  );
}

function Field({ id, label, className, children }: { id: string; label: string; className?: string; children: React.ReactNode }) {
  return (
    <div className={`space-y-1.5 ${className ?? ""}`}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

function MonthSelect({ id, label, value, onChange }: { id: string; label: string; value: number; onChange: (month: number) => void }) {
  return (
    <Field id={id} label={label} className="sm:w-36">
      <Select id={id} value={String(value)} onChange={(e) => onChange(Number(e.target.value))}>
        {GERMAN_MONTHS.map((name, i) => (
          <option key={name} value={i + 1}>
            {name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The chosen property's units; "Alle Einheiten" is the property as a whole. */
function UnitSelect({ id, propertyId, unitId, onChange }: { id: string; propertyId: string; unitId: string | null; onChange: (unitId: string | null) => void }) {
  return (
    <Field id={id} label="Einheit" className="col-span-2 sm:w-48">
      <Select id={id} value={unitId ?? ""} onChange={(e) => onChange(e.target.value || null)}>
        <UnitOptions propertyId={propertyId} allLabel="Alle Einheiten" />
      </Select>
    </Field>
  );
}

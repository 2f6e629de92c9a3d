import { Search } from "lucide-react";
import { cn } from "@/web/lib/cn";
import { Input } from "./input";

/** A search field with its icon; `onSearch` gets every change (lists reset their page there). */
export function SearchInput({ label, placeholder, value, onSearch, className }: { label: string; placeholder: string; value: string; onSearch: (value: string) => void; className?: string }) {
  return (
    <div className={cn("relative", className)}>
      <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <Input type="search" aria-label={label} placeholder={placeholder} value={value} onChange={(e) => onSearch(e.target.value)} className="pl-9" />
    </div>
  );
}

import { Link } from "@tanstack/react-router";
import { FileSpreadsheet } from "lucide-react";
import { buttonClass } from "@/web/components/ui/button";

/** "Aus Excel übernehmen" as a button-styled link, for the screens a new user starts on. */
export function SpreadsheetImportLink({ variant = "outline" }: { variant?: "primary" | "outline" }) {
  return (
    <Link to="/dashboard/import" className={buttonClass(variant)}>
      <FileSpreadsheet className="h-4 w-4" aria-hidden /> Aus Excel übernehmen
    </Link>
  );
}

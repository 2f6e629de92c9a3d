import { useEffect, useState } from "react";
import { messages } from "@/shared/messages";
import type { CodeCheckResult } from "@/shared/portfolio-types";
import { ApiError, NetworkError, apiFetch } from "@/web/lib/api";

/** SPEC §9: the check runs this long after typing stops. */
export const CODE_CHECK_DEBOUNCE_MS = 500;

export type CodeCheckArgs = { propertyId: string; code: string; excludeId?: string | null | undefined };

/** SPEC §7 "Select on units": does another unit of the property use this code (trimmed, case-insensitive)? */
export const checkUnitCode = ({ propertyId, code, excludeId }: CodeCheckArgs) => {
  const query = new URLSearchParams({ code: code.trim() });
  if (excludeId) query.set("excludeId", excludeId);
  return apiFetch<CodeCheckResult>(`/properties/${encodeURIComponent(propertyId)}/units/check-code?${query}`);
};

export type CodeCheckState =
  | { status: "idle" }
  | { status: "checking" }
  | { status: "valid" }
  | { status: "duplicate"; message: string }
  | { status: "error"; message: string };

const IDLE: CodeCheckState = { status: "idle" };

/**
 * Live duplicate check of a unit code (SPEC §4, §5): 500 ms after the last
 * keystroke, only with a known property and a non-empty code; the unit's own
 * id is excluded when editing. Deliberately not cached: another unit may
 * have taken the code a second ago.
 */
export function useUnitCodeCheck({ propertyId, code, excludeId }: { propertyId: string | null | undefined; code: string; excludeId?: string | null | undefined }): CodeCheckState {
  const [state, setState] = useState<CodeCheckState>(IDLE);
  const trimmed = code.trim();
  // Case-only edits ask the same question; don't ask it again.
  const normalized = trimmed.toLowerCase();
  // A new question starts idle: reset while rendering, not in an effect (one render less).
  const question = JSON.stringify([propertyId, normalized, excludeId]);
  const [asked, setAsked] = useState(question);
  if (asked !== question) {
    setAsked(question);
    setState(IDLE);
  }

  useEffect(() => {
    if (!propertyId || normalized === "") return;
    let current = true;
    const timer = setTimeout(() => {
      setState({ status: "checking" });
      checkUnitCode({ propertyId, code: trimmed, excludeId }).then(
        (result) => {
          if (!current) return;
          if (typeof result?.exists !== "boolean") {
            setState({ status: "error", message: messages.codeValidationUnexpected });
            return;
          }
          setState(result.exists ? { status: "duplicate", message: messages.duplicateCode(trimmed) } : { status: "valid" });
        },
        (err: unknown) => {
          if (!current) return;
          const known = err instanceof ApiError || err instanceof NetworkError;
          setState({ status: "error", message: known ? messages.codeCheckFailed : messages.codeValidationUnexpected });
        },
      );
    }, CODE_CHECK_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `trimmed` follows `normalized`: only a real change of the code re-runs the check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [propertyId, normalized, excludeId]);

  return state;
}

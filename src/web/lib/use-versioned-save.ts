import { useState } from "react";
import { toast } from "sonner";
import { errorMessage, isStale } from "./errors";

type Versioned = { id: string; version: number };

export type VersionedSaveOptions<T extends Versioned> = {
  /** The record the dialog edits, as it was read; null when the dialog creates one. */
  record: T | null;
  /** Toast text when the server gave none (SPEC §8 fallbacks). */
  failMessage: string;
  /** Reads the stored record again, bypassing the cache; after a 409 `stale`. */
  reload: (record: T) => Promise<T | null | undefined>;
  /** Puts the reloaded record into the form, so the user checks their change against it. */
  onReloaded: (fresh: T) => void;
  /** The reload failed too (the toast already told why); e.g. close the dialog. */
  onReloadFailed?: () => void;
  /** Any other failure, after its toast: e.g. mark the field a `conflict` names. */
  onError?: (err: unknown, message: string) => void;
};

/**
 * Submit → 409 `stale` → reload → toast, the one way every edit dialog saves.
 * `save(write)` runs `write` with the record as last read (its version is the one
 * to send) and toasts any failure with the server's German message. On `stale`
 * it reloads the record into the form: the next save carries the new version.
 */
export function useVersionedSave<T extends Versioned>(options: VersionedSaveOptions<T>) {
  const [current, setCurrent] = useState(options.record);

  const save = async (write: (current: T | null) => Promise<void>): Promise<void> => {
    try {
      await write(current);
    } catch (err) {
      const message = errorMessage(err, options.failMessage);
      toast.error(message);
      if (current && isStale(err)) {
        const fresh = await options.reload(current).catch(() => null);
        if (fresh) {
          setCurrent(fresh);
          options.onReloaded(fresh);
        } else {
          options.onReloadFailed?.();
        }
        return;
      }
      options.onError?.(err, message);
    }
  };

  return save;
}

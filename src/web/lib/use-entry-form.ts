import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver } from "react-hook-form";
import { useVersionedSave } from "./use-versioned-save";

type Versioned = { id: string; version: number };

/** The field a server answer names (details.fields), if the form has it: rules that need stored data (a date taken, a lower reading). */
export function serverField<T extends string>(err: unknown, fields: readonly T[]): { field: T; message: string } | null {
  const details = (err as { body?: { details?: unknown } } | null)?.body?.details;
  const list = (details as { fields?: Array<{ field?: unknown; message?: unknown }> } | null)?.fields;
  const hit = list?.find((f) => typeof f.field === "string" && (fields as readonly string[]).includes(f.field) && typeof f.message === "string");
  return hit ? { field: hit.field as T, message: hit.message as string } : null;
}

export type EntryFormOptions<TForm extends FieldValues, TOut, TEntry extends Versioned> = {
  /** The entry the dialog edits; null when it adds one. */
  entry: TEntry | null;
  /** The form's values for an entry (null: a new one). */
  defaults: (entry: TEntry | null) => DefaultValues<TForm>;
  resolver: Resolver<TForm, unknown, TOut>;
  failMessage: string;
  /** The entry as stored now, read from its list (these entries have no detail endpoint). */
  reload: (entry: TEntry) => Promise<TEntry | undefined>;
  /** Keep what the user typed after a reload (only the version is renewed), instead of showing the stored entry. */
  keepValuesOnReload?: boolean;
  /** Form fields the server may name in a refusal: its message goes to that field. */
  serverFields: ReadonlyArray<FieldPath<TForm>>;
  onClose: () => void;
};

/**
 * The one way a dialog adds or edits a versioned entry of a list (meters, readings, areas,
 * occupants): react-hook-form with the shared schema's resolver, the save with the entry's
 * newest version (a stale answer reloads it), and a server's field error on its field.
 * `submitWith(write)` is the form's submit: `write` gets the entry as last read and the input.
 */
export function useEntryForm<TForm extends FieldValues, TOut, TEntry extends Versioned>(options: EntryFormOptions<TForm, TOut, TEntry>) {
  const { entry, defaults, resolver, failMessage, reload, keepValuesOnReload = false, serverFields, onClose } = options;
  const form = useForm<TForm, unknown, TOut>({ defaultValues: defaults(entry), resolver });
  const save = useVersionedSave<TEntry>({
    record: entry,
    failMessage,
    reload,
    onReloaded: (fresh) => {
      if (!keepValuesOnReload) form.reset(defaults(fresh));
    },
    onReloadFailed: onClose,
    onError: (err) => {
      const hit = serverField(err, serverFields);
      if (hit) form.setError(hit.field, { message: hit.message });
    },
  });
  const errors = form.formState.errors;
  return {
    form,
    errors,
    /** aria-invalid for a field: true while it has an error. */
    invalid: (field: FieldPath<TForm>) => (field in errors ? true : undefined),
    submitWith: (write: (current: TEntry | null, input: TOut) => Promise<void>) => form.handleSubmit((input) => save((current) => write(current, input))),
  };
}

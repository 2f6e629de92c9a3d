import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { FileUp } from "lucide-react";
import { formatNumber } from "@/core/format";
import { formatIban } from "@/core/iban";
import type { BankAccountDto, BankCsvMapping, BankStatementOptions } from "@/shared/bank-import-types";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Select } from "@/web/components/ui/select";
import { errorMessage } from "@/web/lib/errors";
import { useImportBankStatement } from "@/web/features/bank-import/api/import-bank-statement";
import { useBankAccounts } from "@/web/features/bank-import/api/list-bank-accounts";
import { usePreviewBankStatement } from "@/web/features/bank-import/api/preview-bank-statement";
import { STATEMENT_ACCEPT } from "@/web/features/bank-import/api/statement-upload";
import { CsvMappingForm, type MappingRequest } from "./CsvMappingForm";
import { StatementPreview, type OkPreview } from "./StatementPreview";

/**
 * "Kontoauszug importieren": account and file → preview (nothing written) → import. A CSV
 * of a bank the app does not know asks for its columns first. Preview and import are
 * stateless on the server: the import sends the same file and options again.
 */
export function StatementImportDialog({ open, onOpenChange, initialAccountId }: { open: boolean; onOpenChange: (open: boolean) => void; initialAccountId: string | null }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" title="Kontoauszug importieren">
        <StatementImport initialAccountId={initialAccountId} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type Step =
  | { kind: "choose" }
  | { kind: "mapping"; request: MappingRequest }
  /** `mapping`: the request that asked for a mapping, so "Zuordnung ändern" can go back to it. */
  | { kind: "preview"; preview: OkPreview; csvMapping: BankCsvMapping | undefined; mapping: MappingRequest | null };

function StatementImport({ initialAccountId, onClose }: { initialAccountId: string | null; onClose: () => void }) {
  const id = useId();
  const accounts = useBankAccounts();
  const preview = usePreviewBankStatement();
  const commit = useImportBankStatement();
  const picker = useRef<HTMLInputElement>(null);
  const [accountId, setAccountId] = useState(initialAccountId ?? "");
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<{ account?: string; file?: string }>({});
  const [step, setStep] = useState<Step>({ kind: "choose" });

  const accountList = accounts.data ?? [];
  // One account: nothing to choose.
  const chosenId = accountId || (accountList.length === 1 ? accountList[0]!.id : "");
  const account: BankAccountDto | undefined = accountList.find((a) => a.id === chosenId);

  const runPreview = async (csvMapping: BankCsvMapping | undefined, mapping: MappingRequest | null) => {
    const next = { account: chosenId ? undefined : messages.bankAccountSelect, file: file ? undefined : messages.bankUiSelectFile };
    setProblems(next);
    if (!file || !chosenId) return;
    const options: BankStatementOptions = csvMapping ? { bankAccountId: chosenId, csvMapping } : { bankAccountId: chosenId };
    try {
      const result = await preview.mutateAsync({ file, options });
      if (result.ok) setStep({ kind: "preview", preview: result, csvMapping, mapping });
      else setStep({ kind: "mapping", request: { headers: result.headers, sampleRows: result.sampleRows, mapping: result.proposal } });
    } catch (err) {
      const message = errorMessage(err, messages.bankUiPreviewFailed);
      toast.error(message);
      // A refused file (415 with the format named, 413, a bad mapping) stays visible at the file.
      setProblems({ file: message });
      setStep({ kind: "choose" });
    }
  };

  const runImport = async (csvMapping: BankCsvMapping | undefined) => {
    if (!file || !chosenId) return;
    try {
      const result = await commit.mutateAsync({ file, options: csvMapping ? { bankAccountId: chosenId, csvMapping } : { bankAccountId: chosenId } });
      toast.success(messages.bankUiImported(result));
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, messages.bankUiImportFailed));
    }
  };

  if (step.kind === "mapping") {
    return (
      <CsvMappingForm
        request={step.request}
        busy={preview.isPending}
        onBack={() => setStep({ kind: "choose" })}
        onSubmit={(mapping) => void runPreview(mapping, { ...step.request, mapping })}
      />
    );
  }

  if (step.kind === "preview") {
    const p = step.preview;
    const blocked = p.ibanMismatch || p.newCount === 0;
    return (
      <>
        <DialogBody>
          <StatementPreview preview={p} account={account} />
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" className="sm:mr-auto" onClick={() => setStep(step.mapping ? { kind: "mapping", request: step.mapping } : { kind: "choose" })}>
            {step.mapping ? "Zuordnung ändern" : "Andere Datei"}
          </Button>
          <DialogClose asChild>
            <Button variant="outline">Abbrechen</Button>
          </DialogClose>
          <Button onClick={() => void runImport(step.csvMapping)} disabled={blocked || commit.isPending}>
            {commit.isPending ? "Wird importiert …" : p.newCount === 1 ? "1 Umsatz importieren" : `${formatNumber(p.newCount)} Umsätze importieren`}
          </Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <form
      noValidate
      className="flex min-h-0 flex-1 flex-col"
      aria-busy={preview.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        void runPreview(undefined, null);
      }}
    >
      <DialogBody className="space-y-4">
        {accounts.isSuccess && accountList.length === 0 ? (
          <p role="note" className="rounded-lg border border-warning/30 bg-warning/10 px-3 py-2 text-sm">
            Lege zuerst unter „Bankkonten“ das Konto an, zu dem der Kontoauszug gehört.
          </p>
        ) : null}
        <Field id={`${id}-account`} label="Konto *" error={problems.account}>
          <Select id={`${id}-account`} value={chosenId} onChange={(e) => setAccountId(e.target.value)} disabled={accounts.isPending} aria-invalid={problems.account ? true : undefined}>
            <option value="">{accounts.isPending ? "Konten werden geladen …" : "Konto wählen …"}</option>
            {accountList.map((a) => (
              <option key={a.id} value={a.id}>
                {`${a.name} · ${formatIban(a.iban)}`}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id={`${id}-file`}
          label="Datei *"
          error={problems.file}
          hint="CAMT.053 als XML oder ZIP, oder der CSV-Export Deiner Bank (Sparkasse, DKB, ING, comdirect, Volksbank, Commerzbank oder jede andere), höchstens 20 MB."
        >
          <div className="flex flex-wrap items-center gap-3">
            <input
              ref={picker}
              id={`${id}-file`}
              type="file"
              accept={STATEMENT_ACCEPT}
              className="sr-only"
              aria-invalid={problems.file ? true : undefined}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setProblems((p) => ({ ...p, file: undefined }));
              }}
            />
            <Button variant="outline" onClick={() => picker.current?.click()}>
              <FileUp className="h-4 w-4" aria-hidden /> Datei wählen
            </Button>
            <span className="min-w-0 text-sm break-all">{file ? file.name : <span className="text-muted-foreground">Keine Datei gewählt</span>}</span>
          </div>
        </Field>
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Abbrechen</Button>
        </DialogClose>
        <Button type="submit" disabled={preview.isPending}>
          {preview.isPending ? "Wird gelesen …" : "Vorschau"}
        </Button>
      </DialogFooter>
    </form>
  );
}

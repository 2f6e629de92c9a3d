import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { messages } from "@/shared/messages";
import type { ImportTarget, SpreadsheetImportReportDto, SpreadsheetPreviewDto, SpreadsheetPreviewOptions } from "@/shared/spreadsheet-import-types";
import { errorMessage } from "@/web/lib/errors";
import { useCommitSpreadsheet } from "@/web/features/spreadsheet-import/api/commit-spreadsheet";
import { previewSpreadsheet, useSpreadsheetPreview } from "@/web/features/spreadsheet-import/api/preview-spreadsheet";
import { spreadsheetImportKeys } from "@/web/features/spreadsheet-import/api/query-keys";
import { commitBlocker } from "@/web/features/spreadsheet-import/excluded-rows";
import { commitOptionsOf, currentMapping, DEFAULT_TARGET, initialOptions, withHeaderRow, withMapping, withSheet } from "@/web/features/spreadsheet-import/import-options";
import { FileStep } from "./FileStep";
import { MappingStep } from "./MappingStep";
import { PreviewStep } from "./PreviewStep";
import { ReportStep } from "./ReportStep";
import { StepIndicator, type WizardStep } from "./StepIndicator";

/** How long the options rest before the preview is asked again (typing a header row, several selects in a row). */
export const PREVIEW_DELAY_MS = 400;

type ChosenFile = { file: File; id: number };

/**
 * "Aus Excel übernehmen": file → mapping → preview → report. The server keeps nothing, so the
 * browser holds the file and sends it with every preview and with the commit; nothing is
 * written before the commit button.
 */
export function ImportWizard() {
  const queryClient = useQueryClient();
  const [step, setStepState] = useState<WizardStep>("file");
  // A new step starts at its top, not where the last one's button was.
  const setStep = (next: WizardStep) => {
    setStepState(next);
    window.scrollTo(0, 0);
  };
  const [target, setTarget] = useState<ImportTarget>(DEFAULT_TARGET);
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const fileCount = useRef(0);
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  // `options`: what the screen shows; `requested`: what the preview was asked with, the same
  // once the options have rested for PREVIEW_DELAY_MS.
  const [options, setOptions] = useState<SpreadsheetPreviewOptions>(() => initialOptions(DEFAULT_TARGET));
  const [requested, setRequested] = useState(options);
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(() => new Set());
  const [report, setReport] = useState<SpreadsheetImportReportDto | null>(null);
  const commit = useCommitSpreadsheet();

  useEffect(() => {
    if (requested === options) return;
    const timer = setTimeout(() => setRequested(options), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [options, requested]);

  const query = useSpreadsheetPreview(chosen?.file ?? null, chosen?.id ?? 0, requested, step === "mapping" || step === "preview");
  // The last preview that answered its own options stays on screen while the next one loads or
  // when it fails (a header row below the data): the user fixes the option where they see it.
  const fresh = query.data !== undefined && !query.isPlaceholderData ? query.data : undefined;
  const [shown, setShown] = useState<SpreadsheetPreviewDto | null>(null);
  if (fresh !== undefined && fresh !== shown) setShown(fresh);
  const preview = fresh ?? shown;
  const updating = requested !== options || query.isFetching;
  const failed = query.isError && !updating;
  const previewError = failed ? errorMessage(query.error, messages.sheetImportPreviewFailed) : null;

  const chooseFile = (file: File) => {
    fileCount.current += 1;
    setChosen({ file, id: fileCount.current });
    setFileError(null);
  };
  const chooseTarget = (next: ImportTarget) => {
    setTarget(next);
    setFileError(null);
  };
  const readFile = async () => {
    if (!chosen) return;
    const first = initialOptions(target);
    setReading(true);
    setFileError(null);
    try {
      // Not through the query cache: a refusal of the file (413, 415, a dropped connection for
      // a huge upload) belongs to this step, not to the app's connection-lost screen. A file
      // over the limit is refused without being sent (sheetForm).
      const answer = await previewSpreadsheet(chosen.file, first);
      queryClient.setQueryData(spreadsheetImportKeys.preview(chosen.id, first), answer);
      setOptions(first);
      setRequested(first);
      setShown(answer);
      setExcluded(new Set());
      setStep("mapping");
    } catch (err) {
      setFileError(errorMessage(err, messages.sheetImportPreviewFailed));
    } finally {
      setReading(false);
    }
  };
  const changeOptions = (next: SpreadsheetPreviewOptions, keepExcluded: boolean) => {
    setOptions(next);
    if (!keepExcluded) setExcluded(new Set());
  };
  const submit = async () => {
    if (!chosen || !preview) return;
    try {
      const answer = await commit.mutateAsync({ file: chosen.file, options: commitOptionsOf(preview, excluded) });
      toast.success(messages.sheetImportDone(answer.importedRows));
      setReport(answer);
      setStep("report");
    } catch (err) {
      toast.error(errorMessage(err, messages.sheetImportCommitFailed));
    }
  };
  const restart = () => {
    // The previews of the imported file are done with (and may be large).
    queryClient.removeQueries({ queryKey: spreadsheetImportKeys.all() });
    setChosen(null);
    setShown(null);
    setReport(null);
    setExcluded(new Set());
    setStep("file");
  };

  return (
    <>
      <StepIndicator step={step} />
      {step === "file" || preview === null ? (
        <FileStep target={target} onTargetChange={chooseTarget} file={chosen?.file ?? null} onFileChange={chooseFile} onRead={() => void readFile()} reading={reading} error={fileError} />
      ) : step === "mapping" ? (
        <MappingStep
          preview={preview}
          mapping={currentMapping(options, preview.columns)}
          headerRow={options.headerRow}
          updating={updating}
          error={previewError}
          onSheetChange={(sheet) => changeOptions(withSheet(options, sheet), false)}
          onHeaderRowChange={(row) => changeOptions(withHeaderRow(options, row), false)}
          onFieldChange={(index, field) => changeOptions(withMapping(options, preview.columns, index, field), true)}
          onBack={() => setStep("file")}
          onNext={() => setStep("preview")}
        />
      ) : step === "preview" ? (
        <PreviewStep
          preview={preview}
          excluded={excluded}
          onExcludedChange={setExcluded}
          blocker={commitBlocker(preview, excluded, { updating, failed })}
          updating={updating}
          committing={commit.isPending}
          onCommit={() => void submit()}
          onBack={() => setStep("mapping")}
        />
      ) : report ? (
        <ReportStep report={report} onRestart={restart} />
      ) : null}
    </>
  );
}
